/* The runtime half of the not-allocating list (tests/unit/not_allocating.txt,
 * which tests/oom_check.py checks against the headers): while the harness's
 * allocator is installed, no allocation may happen with a listed public
 * function on the stack. */
#ifndef WG_TEST_NOT_ALLOCATING_H
#define WG_TEST_NOT_ALLOCATING_H

/* Reads the list ($WARGEN_SOURCE_ROOT/tests/unit/not_allocating.txt); fails
 * the test if it cannot. */
void not_allocating_load(void);
/* Fails the test if a listed function is on the stack of this allocation. */
void not_allocating_check(void);

#endif
