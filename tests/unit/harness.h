/* Test harness shared by the cmocka suites: a counting allocator with
 * failure injection, installed through wg_set_allocator() so it also sees
 * the JSON library's allocations. */
#ifndef WG_TEST_HARNESS_H
#define WG_TEST_HARNESS_H

#include <stdarg.h>
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
 * allocations the successful run made. */
size_t harness_fail_each_alloc_named(const char *name, harness_op op, void *ctx);
#define harness_fail_each_alloc(op, ctx) harness_fail_each_alloc_named(#op, op, ctx)

#endif
