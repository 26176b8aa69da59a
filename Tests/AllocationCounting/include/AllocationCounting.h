#ifndef ALLOCATION_COUNTING_H
#define ALLOCATION_COUNTING_H

/// Whether this C library counts allocations on this platform (glibc only: it replaces
/// `malloc`, `calloc` and `realloc` and forwards to `__libc_malloc` and friends).
int allocation_counting_is_available(void);

/// Starts counting the `malloc`, `calloc` and `realloc` calls made on the calling thread.
void allocation_counting_begin(void);

/// Stops counting on the calling thread and returns the number of calls since the matching
/// `allocation_counting_begin`.
long allocation_counting_end(void);

#endif
