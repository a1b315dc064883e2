/* Draws a scene with cairo's image backend, as Core Animation composites a layer tree. */
#ifndef CAIRO_RENDER_DRAW_H
#define CAIRO_RENDER_DRAW_H

#include "scene.h"

#include <cairo.h>

/* Caches kept from frame to frame: shadow masks and decoded images. */
typedef struct renderer renderer;

renderer *renderer_create(void);

/* Clears `surface` (the scene's pixel size) to the clear colour and draws every layer.
 * Returns 0, having printed why, when an image cannot be read. */
int renderer_draw(renderer *r, const scene *scene, cairo_surface_t *surface);

/* Transforms whose perspective (m14, m24, m34, m44) the last frame dropped: cairo draws only
 * affine maps, so a 3D layer is drawn as its orthographic projection. */
int renderer_flattened_layers(const renderer *r);

void renderer_destroy(renderer *r);

#endif
