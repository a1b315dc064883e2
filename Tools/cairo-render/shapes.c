#include "shapes.h"

#include <math.h>

static const double pi = 3.14159265358979323846;

void layer_corner_radii(const scene_layer *layer, double radii[4]) {
    static const unsigned clockwise[4] = { CORNER_MIN_X_MIN_Y, CORNER_MAX_X_MIN_Y, CORNER_MAX_X_MAX_Y, CORNER_MIN_X_MAX_Y };
    double limit = fmin(layer->bounds[2], layer->bounds[3]) / 2;
    for (int i = 0; i < 4; i++) radii[i] = (layer->corners & clockwise[i]) ? fmin(layer->corner_radius, limit) : 0;
}

void rounded_rectangle(cairo_t *cr, double x, double y, double width, double height, const double radii[4]) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + width - radii[1], y + radii[1], radii[1], -pi / 2, 0);
    cairo_arc(cr, x + width - radii[2], y + height - radii[2], radii[2], 0, pi / 2);
    cairo_arc(cr, x + radii[3], y + height - radii[3], radii[3], pi / 2, pi);
    cairo_arc(cr, x + radii[0], y + radii[0], radii[0], pi, 3 * pi / 2);
    cairo_close_path(cr);
}
