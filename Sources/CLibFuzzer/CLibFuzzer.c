// The replay driver (a weak LLVMFuzzerRunDriver that libFuzzer's own, strong, definition
// replaces whenever the product is linked with -sanitize=fuzzer), and standard input from
// memory for the command-line target.
#include "CLibFuzzer.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int clibfuzzer_set_standard_input(const uint8_t *data, size_t size) {
  static int ready = 0;
  if (!ready) {
    char path[] = "/tmp/omnibox-fuzz-stdin-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0) return -1;
    unlink(path);
    if (dup2(fd, STDIN_FILENO) != STDIN_FILENO) return -1;
    close(fd);
    ready = 1;
  }
  if (ftruncate(STDIN_FILENO, 0) != 0) return -1;
  if (size > 0 && pwrite(STDIN_FILENO, data, size, 0) != (ssize_t)size) return -1;
  clearerr(stdin);
  return fseek(stdin, 0, SEEK_SET);  // also drops what stdin had buffered
}

static int replay(const char *path, int (*callback)(const uint8_t *, size_t)) {
  FILE *file = fopen(path, "rb");
  if (file == NULL) {
    fprintf(stderr, "omnibox-fuzz: cannot read %s\n", path);
    return 1;
  }
  size_t capacity = 1 << 16, size = 0;
  uint8_t *data = malloc(capacity);
  size_t n;
  while (data != NULL && (n = fread(data + size, 1, capacity - size, file)) > 0) {
    size += n;
    if (size == capacity) data = realloc(data, capacity *= 2);
  }
  fclose(file);
  if (data == NULL) return 1;
  callback(data, size);
  free(data);
  fprintf(stderr, "omnibox-fuzz: replayed %s (%zu bytes)\n", path, size);
  return 0;
}

__attribute__((weak)) int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *, size_t)) {
  int status = 0;
  for (int i = 1; i < *argc; i++) {
    if ((*argv)[i][0] != '-') status |= replay((*argv)[i], callback);
  }
  return status;
}
