#include "HeapStats.h"

#if __has_include(<features.h>)
#include <features.h>  // defines __GLIBC__
#endif

#if defined(__GLIBC__)
#include <malloc.h>
#endif

size_t heap_stats_bytes_in_use(void) {
#if defined(__GLIBC__)
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
#else
    return 0;
#endif
}
