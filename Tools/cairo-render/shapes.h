/* The rounded rectangles layers are made of. */
#ifndef CAIRO_RENDER_SHAPES_H
#define CAIRO_RENDER_SHAPES_H

#include "scene.h"

#include <cairo.h>

/* The radius of each corner, clockwise from the top-left (minX minY, maxX minY, maxX maxY,
 * minX maxY): the layer's cornerRadius where maskedCorners has the corner, at most half the
 * shorter side, as Core Animation clamps it. */
void layer_corner_radii(const scene_layer *layer, double radii[4]);

/* Adds a closed rounded rectangle to the path; a radius of 0 is a square corner. */
void rounded_rectangle(cairo_t *cr, double x, double y, double width, double height, const double radii[4]);

#endif
