"""Play a short scripted game of alternate activations (rules A1-A3) and
print what happens and the result (V1, V2): a wait and a response to a
hostile action, casualties scored as exact fractions, a refused end of turn,
an objective deciding the scenario.

Usage: python3 game.py
"""
import wargen

game = wargen.Game("Red", "Blue")
game.add_unit(1, "knights", ap=3, models=5, cost=130, name="Knights")
game.add_unit(1, "crossbows", ap=2, models=10, cost=100, name="Crossbowmen")
game.add_unit(2, "archers", ap=2, models=10, cost=90, name="Archers")
game.add_unit(2, "guard", ap=1, models=3, cost=62.5, name="Guard")
game.add_objective("hill", "hold", 3)


def show(event):
    """Each event as the engine reports it (A1-A3)."""
    what = event["kind"] + (f" {event['unit']}" if event["unit"] else "")
    if event["other"]:
        what += f" (interrupting {event['other']})"
    if event["kind"] == "kill":
        what += f": {event['count']} dead"
    print(f"  turn {event['turn']}: {what}")


game.on_event(show)

game.initiative(2)                                   # Blue acts first
game.activate("guard")
game.wait("guard")                                   # AP kept for a response (A2)
game.activate("knights")
game.spend("knights", 2, "move")
game.spend("knights", 1, "melee", target="archers")  # hostile: Blue may respond
game.respond("guard", "knights")
game.spend("guard", 1, "shoot", target="knights")
game.kill("knights", 1)                              # 1 of 5: 26 points for Blue
game.activate("archers")
game.spend("archers", 2, "shoot", target="crossbows")
game.kill("crossbows", 3)                            # 3 of 10: 30 points for Red
game.panic("crossbows")                              # a failed morale test (A2)
try:
    game.end_turn()
except wargen.RefusedError as e:                     # the crossbows have not acted
    print(f"  refused: {e.reason}")
game.activate("crossbows")                           # panicked, still activated
game.end_activation("crossbows")
game.end_turn()                                      # the panic token stays (A3)
game.score_objective("hill", 2)
game.kill("guard", 1)                                # 1 of 3 of 62.5: 125/6 for Red
game.end_game()

score = game.score
print(f"battle points: Red {score['battle_points'][0]}, Blue {score['battle_points'][1]}")
print(f"objectives: Red {score['objectives'][0]}, Blue {score['objectives'][1]}")
winner = game.winner
print("a draw" if winner is None else f"winner: {game.players[winner - 1]}")
