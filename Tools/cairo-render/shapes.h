/* The rounded rectangles layers are made of. */
#ifndef CAIRO_RENDER_SHAPES_H
#define CAIRO_RENDER_SHAPES_H

#include "geometry.h"

#include <cairo.h>

/* Adds a closed rounded rectangle to the path; a radius of 0 is a square corner. */
void rounded_rectangle(cairo_t *cr, double x, double y, double width, double height, const double radii[4]);

/* Replaces the current path with `path` (a quadratic as the cubic it is). */
void scene_path_to_cairo(cairo_t *cr, const scene_path *path);

#endif
