/* Drop-shadow masks: cairo has no blur, so each distinct shape is blurred once and cached. */
#ifndef CAIRO_RENDER_SHADOW_H
#define CAIRO_RENDER_SHADOW_H

#include <cairo.h>

typedef struct shadow_cache shadow_cache;

shadow_cache *shadow_cache_create(void);

/* An A8 mask of a width × height rounded rectangle (pixels, corner radii clockwise from the
 * top-left) blurred by a Gaussian of standard deviation `sigma` pixels, with `*padding`
 * pixels of room on every side for the blur. The cache owns it. */
cairo_surface_t *shadow_mask(shadow_cache *cache, double width, double height, const double radii[4], double sigma,
                             int *padding);

void shadow_cache_destroy(shadow_cache *cache);

#endif
