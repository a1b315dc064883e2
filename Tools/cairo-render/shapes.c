#include "shapes.h"

#include <math.h>

static const double pi = 3.14159265358979323846;

void rounded_rectangle(cairo_t *cr, double x, double y, double width, double height, const double radii[4]) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + width - radii[1], y + radii[1], radii[1], -pi / 2, 0);
    cairo_arc(cr, x + width - radii[2], y + height - radii[2], radii[2], 0, pi / 2);
    cairo_arc(cr, x + radii[3], y + height - radii[3], radii[3], pi / 2, pi);
    cairo_arc(cr, x + radii[0], y + radii[0], radii[0], pi, 3 * pi / 2);
    cairo_close_path(cr);
}

void scene_path_to_cairo(cairo_t *cr, const scene_path *path) {
    cairo_new_path(cr);
    for (size_t i = 0; i < path->count; i++) {
        const path_element *e = &path->elements[i];
        const double *p = e->p;
        double x, y;
        switch (e->verb) {
        case PATH_MOVE: cairo_move_to(cr, p[0], p[1]); break;
        case PATH_LINE: cairo_line_to(cr, p[0], p[1]); break;
        case PATH_QUAD:
            cairo_get_current_point(cr, &x, &y);
            cairo_curve_to(cr, x + 2.0 / 3 * (p[0] - x), y + 2.0 / 3 * (p[1] - y), p[2] + 2.0 / 3 * (p[0] - p[2]),
                           p[3] + 2.0 / 3 * (p[1] - p[3]), p[2], p[3]);
            break;
        case PATH_CUBIC: cairo_curve_to(cr, p[0], p[1], p[2], p[3], p[4], p[5]); break;
        case PATH_CLOSE: cairo_close_path(cr); break;
        }
    }
}

