/* Drop-shadow masks: cairo has no blur, so each distinct shape is blurred once and cached. */
#ifndef CAIRO_RENDER_SHADOW_H
#define CAIRO_RENDER_SHADOW_H

#include "scene.h"

#include <cairo.h>

typedef struct shadow_cache shadow_cache;

shadow_cache *shadow_cache_create(void);

/* An A8 mask of a width × height rounded rectangle (pixels, corner radii clockwise from the
 * top-left) blurred by a Gaussian of standard deviation `sigma` pixels, with `*padding`
 * pixels of room on every side for the blur. The cache owns it. */
cairo_surface_t *shadow_mask(shadow_cache *cache, double width, double height, const double radii[4], double sigma,
                             int *padding);

/* The same for a shadow path (pixels at `scale` per point): its non-zero fill blurred; the
 * mask's pixel (padding, padding) lies at path point `origin` (written). Keyed by the path's
 * address, which lives as long as the scene. */
cairo_surface_t *shadow_path_mask(shadow_cache *cache, const scene_path *path, double scale, double sigma, double origin[2],
                                  int *padding);

void shadow_cache_destroy(shadow_cache *cache);

#endif
