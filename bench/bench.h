/* What every benchmark program shares: a monotonic clock in seconds. */
#ifndef WG_BENCH_H
#define WG_BENCH_H

#include <time.h>

static inline double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

#endif
