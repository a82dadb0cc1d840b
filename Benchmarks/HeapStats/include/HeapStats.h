#ifndef HEAP_STATS_H
#define HEAP_STATS_H

#include <stddef.h>

/// Bytes the C heap holds for blocks in use (glibc's `mallinfo2`: the arenas' `uordblks` plus
/// the separately mapped blocks' `hblkhd`), each block with its header and rounding; 0 where the
/// C library does not keep these statistics.
size_t heap_stats_bytes_in_use(void);

#endif
