// Test-only heap-allocation counter (see Tests/TestSupport/AllocationCounter.swift for why it is
// C). Linked into the test executable, these definitions of malloc, calloc and realloc take the
// place of the C library's for the whole process (ELF symbol interposition, no LD_PRELOAD); each
// counts on the calling thread when counting is on, then forwards to glibc's own allocator.
#include "AllocationCounting.h"

#include <stdlib.h>  // defines __GLIBC__ on glibc

#if defined(__GLIBC__)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);

static _Thread_local int counting;
static _Thread_local long calls;

void *malloc(size_t size) {
  if (counting) calls++;
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  if (counting) calls++;
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  if (counting) calls++;
  return __libc_realloc(pointer, size);
}

int allocation_counting_is_available(void) { return 1; }

#else

static _Thread_local int counting;
static _Thread_local long calls;

int allocation_counting_is_available(void) { return 0; }

#endif

void allocation_counting_begin(void) {
  calls = 0;
  counting = 1;
}

long allocation_counting_end(void) {
  counting = 0;
  return calls;
}
