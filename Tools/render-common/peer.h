/* What a peer renderer (cairo-render, blend2d-render) gives the shared command line
 * (main.c): one frame of a scene into its own pixel buffer of the scene's pixel size. */
#ifndef RENDER_COMMON_PEER_H
#define RENDER_COMMON_PEER_H

#include "scene.h"

#include <stddef.h>

typedef struct peer peer;

/* The library and the version it reports, e.g. "cairo 1.16.0". */
const char *peer_version(void);

peer *peer_create(const scene *scene);

/* Clears to the clear colour and draws every layer; 0 (having said why) when it cannot. */
int peer_draw(peer *p, const scene *scene);

/* The frame's pixel memory (for the memset floor). */
unsigned char *peer_pixels(peer *p, size_t *bytes, int *width, int *height);

/* Writes the last frame as PNG; 0 (having said why) on failure. */
int peer_write_png(peer *p, const char *path);

/* Transforms whose perspective the last frame dropped (the peers draw affine maps only). */
int peer_flattened_layers(const peer *p);

void peer_destroy(peer *p);

/* A command of this peer's own (argv[1]), or -1 when it has none by that name. */
int peer_command(int argc, char **argv);

/* The usage lines of peer_command's commands, or "". */
extern const char *peer_usage;

#endif
