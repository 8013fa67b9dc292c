/* Test harness shared by the cmocka suites: a counting allocator with
 * failure injection, installed through wg_set_allocator() so it also sees
 * the JSON library's allocations. */
#ifndef WG_TEST_HARNESS_H
#define WG_TEST_HARNESS_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "wargen.h"

/* An operation under test: creates what it tests, and frees everything it
 * created before returning, whether it succeeded or not. */
typedef wg_status (*harness_op)(void *ctx);

/* cmocka group setup/teardown: install or remove the counting allocator. */
int harness_setup(void **state);
int harness_teardown(void **state);

/* Allocations not yet freed since the allocator was installed. */
long harness_live(void);
/* Allocation calls (malloc, and realloc) since the last reset. */
size_t harness_calls(void);
void harness_reset_calls(void);

/* Run op with its 1st, 2nd, 3rd ... allocation failing, until a run
 * succeeds without reaching the injected failure; then again with the 1st,
 * 2nd, ... and every later allocation failing. Every allocation counts,
 * jansson's included. Each failing run must return WG_ENOMEM and leave no
 * allocation behind; no run may crash. Prints and returns how many
 * allocations the successful run made. With WARGEN_TEST_OOM_STRIDE=k set
 * (by the valgrind setup), only every k-th allocation is failed, and the
 * OOM_CALL check below is left to the other runs. */
size_t harness_fail_each_alloc_named(const char *name, harness_op op, void *ctx);
#define harness_fail_each_alloc(op, ctx) harness_fail_each_alloc_named(#op, op, ctx)

/* An op wraps each public call it puts under allocation failure in
 * OOM_CALL: tests/oom_check.py counts a WG_API function as covered when an
 * OOM_CALL names it, and harness_fail_each_alloc fails the test if no
 * injected failure fell inside one of them, so a declared call that does not
 * allocate (or does not run) cannot count. One at a time, not nested. */
#define OOM_CALL(call) (harness_enter(#call), harness_leave(call))
void harness_enter(const char *call);
wg_status harness_leave(wg_status status);

/* Between pause and resume allocations neither count nor fail: an op checks
 * with them that a failed call left the caller's object as it was. */
void harness_pause(void);
void harness_resume(void);

/* Off, allocations skip the not-allocating check (not_allocating.h), which
 * unwinds the stack each time: a scale test of a hundred thousand models
 * turns it off for its bulk, where it would add minutes under valgrind and
 * check nothing the small tests do not. harness_setup turns it on. */
void harness_stack_checks(bool on);

/* On, each block the library mallocs comes filled with junk bytes (0xA5),
 * so that a field read before it is written shows: a test that memory the
 * library does not clear never shows what it held. harness_setup turns it
 * off. */
void harness_poison(bool on);

#endif
