/* Reads a layer file into `scene`, with Core Animation's defaults for what it leaves out. */
#include "scene.h"

#include "json.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const char *path;
    const char *directory;
    int failed;
    int version;
} reader;

static int fail(reader *r, const char *field, const char *why) {
    if (!r->failed) fprintf(stderr, "%s: %s: %s: %s\n", program_name, r->path, field, why);
    r->failed = 1;
    return 0;
}

/* Copies `count` numbers of the array at `key` into `out`; absent keys leave `out` alone. */
static void numbers(reader *r, const json_value *object, const char *key, double *out, size_t count) {
    const json_value *value = json_get(object, key);
    if (!value) return;
    if (value->kind != JSON_ARRAY || value->count != count) { fail(r, key, "wrong number of numbers"); return; }
    for (size_t i = 0; i < count; i++) {
        if (value->items[i].kind != JSON_NUMBER) { fail(r, key, "not a number"); return; }
        out[i] = value->items[i].number;
    }
}

static void number(reader *r, const json_value *object, const char *key, double *out) {
    const json_value *value = json_get(object, key);
    if (!value) return;
    if (value->kind != JSON_NUMBER) { fail(r, key, "not a number"); return; }
    *out = value->number;
}

static void flag(reader *r, const json_value *object, const char *key, int *out) {
    const json_value *value = json_get(object, key);
    if (!value) return;
    if (value->kind != JSON_BOOL) { fail(r, key, "not true or false"); return; }
    *out = value->boolean;
}

/* [r, g, b] or [r, g, b, a]: 8-bit sRGB and straight alpha. */
static void color(reader *r, const json_value *object, const char *key, scene_color *out) {
    const json_value *value = json_get(object, key);
    if (!value) return;
    double c[4] = { 0, 0, 0, 1 };
    if (value->kind != JSON_ARRAY || (value->count != 3 && value->count != 4)) { fail(r, key, "not a colour"); return; }
    for (size_t i = 0; i < value->count; i++) {
        if (value->items[i].kind != JSON_NUMBER) { fail(r, key, "not a colour"); return; }
        c[i] = value->items[i].number;
    }
    *out = (scene_color){ c[0] / 255, c[1] / 255, c[2] / 255, c[3] };
}

static void corners(reader *r, const json_value *object, unsigned *out) {
    static const char *names[] = { "minXMinY", "maxXMinY", "minXMaxY", "maxXMaxY" };
    const json_value *value = json_get(object, "maskedCorners");
    if (!value) return;
    if (value->kind != JSON_ARRAY) { fail(r, "maskedCorners", "not an array"); return; }
    *out = 0;
    for (size_t i = 0; i < value->count; i++) {
        unsigned bit = 0;
        for (unsigned n = 0; n < 4; n++) {
            if (value->items[i].kind == JSON_STRING && !strcmp(value->items[i].string, names[n])) bit = 1u << n;
        }
        if (!bit) { fail(r, "maskedCorners", "not a corner name"); return; }
        *out |= bit;
    }
}

static const double identity[16] = { 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1 };

/* CALayer's defaults (LayerSnapshot in Sources/Scene). */
static void layer_defaults(scene_layer *layer) {
    memset(layer, 0, sizeof *layer);
    layer->anchor[0] = layer->anchor[1] = 0.5;
    memcpy(layer->transform, identity, sizeof identity);
    memcpy(layer->sublayer_transform, identity, sizeof identity);
    layer->opacity = 1;
    layer->corners = CORNER_MIN_X_MIN_Y | CORNER_MAX_X_MIN_Y | CORNER_MIN_X_MAX_Y | CORNER_MAX_X_MAX_Y;
    layer->border_color = layer->shadow_color = (scene_color){ 0, 0, 0, 1 };
    layer->shadow_radius = 3;
    layer->shadow_offset[1] = -3;
}

static void read_contents(reader *r, const json_value *object, scene_layer *layer) {
    const json_value *value = json_get(object, "contents");
    if (!value) return;
    if (value->kind != JSON_STRING) { fail(r, "contents", "not a string"); return; }
    size_t size = strlen(r->directory) + strlen(value->string) + 2;
    layer->contents = malloc(size);
    if (!layer->contents) { perror(program_name); exit(1); }
    if (value->string[0] == '/') snprintf(layer->contents, size, "%s", value->string);
    else snprintf(layer->contents, size, "%s/%s", r->directory, value->string);
}


static void *allocate(size_t count, size_t size) {
    void *p = calloc(count ? count : 1, size);
    if (!p) { perror(program_name); exit(1); }
    return p;
}

/* A version-2 key in a file that says version 1 is an error naming the key. */
static const json_value *v2_key(reader *r, const json_value *object, const char *key) {
    const json_value *value = json_get(object, key);
    if (value && r->version == 1) { fail(r, key, "needs version 2"); return NULL; }
    return value;
}

static void append(scene_path *path, int verb, const double *p, int n) {
    if (path->count == path->capacity) {
        path->capacity = path->capacity ? path->capacity * 2 : 16;
        path->elements = realloc(path->elements, path->capacity * sizeof *path->elements);
        if (!path->elements) { perror(program_name); exit(1); }
    }
    path_element *e = &path->elements[path->count++];
    e->verb = verb;
    for (int i = 0; i < 6; i++) e->p[i] = i < n ? p[i] : 0;
}

#define ADD(path, verb, ...) do { const double v_[] = { __VA_ARGS__ }; append(path, verb, v_, (int)(sizeof v_ / sizeof *v_)); } while (0)

static const double quarter_handle = 0.5522847498307934; /* Path.quarterHandle */

/* Path.addRoundedRect: four lines and four quarter cubics, from (x + r, y), clockwise on screen. */
static void rounded_rect_path(scene_path *path, double x0, double y0, double w, double h, double radius) {
    double r = fmax(0, fmin(isfinite(radius) ? radius : 0, fmin(w, h) / 2)), k = r * quarter_handle;
    double x1 = x0 + w, y1 = y0 + h;
    ADD(path, PATH_MOVE, x0 + r, y0);
    ADD(path, PATH_LINE, x1 - r, y0);
    ADD(path, PATH_CUBIC, x1 - r + k, y0, x1, y0 + r - k, x1, y0 + r);
    ADD(path, PATH_LINE, x1, y1 - r);
    ADD(path, PATH_CUBIC, x1, y1 - r + k, x1 - r + k, y1, x1 - r, y1);
    ADD(path, PATH_LINE, x0 + r, y1);
    ADD(path, PATH_CUBIC, x0 + r - k, y1, x0, y1 - r + k, x0, y1 - r);
    ADD(path, PATH_LINE, x0, y0 + r);
    ADD(path, PATH_CUBIC, x0, y0 + r - k, x0 + r - k, y0, x0 + r, y0);
    ADD(path, PATH_CLOSE, 0);
}

/* Path.addEllipse: four quarter cubics from the right end of the x axis, clockwise on screen. */
static void ellipse_path(scene_path *path, double x, double y, double w, double h) {
    double cx = x + w / 2, cy = y + h / 2, rx = w / 2, ry = h / 2, kx = rx * quarter_handle, ky = ry * quarter_handle;
    ADD(path, PATH_MOVE, cx + rx, cy);
    ADD(path, PATH_CUBIC, cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry);
    ADD(path, PATH_CUBIC, cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy);
    ADD(path, PATH_CUBIC, cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry);
    ADD(path, PATH_CUBIC, cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy);
    ADD(path, PATH_CLOSE, 0);
}

/* Path.addArc (CGPath.addArc in a y-down space): a line (or a move) to the start, then cubics
 * of at most a quarter turn each. */
static void arc_path(scene_path *path, int *has_point, double cx, double cy, double radius, double a0, double a1, int clockwise) {
    const double pi = 3.14159265358979323846, turn = 2 * pi;
    ADD(path, *has_point ? PATH_LINE : PATH_MOVE, cx + radius * cos(a0), cy + radius * sin(a0));
    *has_point = 1;
    double sweep = a1 - a0;
    if (clockwise) {
        if (sweep < 0) sweep = fmod(sweep, turn) + turn;
        if (a1 - a0 >= turn) sweep = turn;
    } else {
        if (sweep > 0) sweep = fmod(sweep, turn) - turn;
        if (a0 - a1 >= turn) sweep = -turn;
    }
    if (sweep == 0 || !(radius > 0)) return;
    int pieces = (int)fmax(1, ceil(fabs(sweep) / (pi / 2) - 1e-9));
    double step = sweep / pieces, k = 4.0 / 3.0 * tan(step / 4), angle = a0;
    for (int i = 0; i < pieces; i++) {
        double next = angle + step, c0 = cos(angle), s0 = sin(angle), c1 = cos(next), s1 = sin(next);
        ADD(path, PATH_CUBIC, cx + radius * (c0 - k * s0), cy + radius * (s0 + k * c0),
            cx + radius * (c1 + k * s1), cy + radius * (s1 - k * c1), cx + radius * c1, cy + radius * s1);
        angle = next;
    }
}

enum { MAX_PATH_ELEMENTS = 10000000 };

static void read_path(reader *r, const json_value *value, const char *key, scene_path *path) {
    if (!value) return;
    if (value->kind != JSON_ARRAY) { fail(r, key, "not an array of path elements"); return; }
    if (value->count > MAX_PATH_ELEMENTS) { fail(r, key, "more than 10,000,000 elements"); return; }
    static const struct { const char *verb; int numbers; } verbs[] = {
        { "M", 2 }, { "L", 2 }, { "Q", 4 }, { "C", 6 }, { "Z", 0 }, { "rect", 4 }, { "roundedRect", 5 }, { "ellipse", 4 }, { "arc", 5 },
    };
    int has_point = 0;
    char where[64];
    for (size_t i = 0; i < value->count && !r->failed; i++) {
        const json_value *e = &value->items[i];
        snprintf(where, sizeof where, "%s element %zu", key, i + 1);
        if (e->kind != JSON_ARRAY || e->count == 0 || e->items[0].kind != JSON_STRING) { fail(r, where, "not [verb, numbers…]"); return; }
        int v = -1;
        for (int k = 0; k < 9; k++) if (!strcmp(e->items[0].string, verbs[k].verb)) v = k;
        if (v < 0) { fail(r, where, "unknown verb"); return; }
        if (e->count != (size_t)verbs[v].numbers + 1 + (v == 8)) { fail(r, where, "wrong number of values"); return; }
        double n[6] = { 0 };
        for (int k = 0; k < verbs[v].numbers; k++) {
            if (e->items[k + 1].kind != JSON_NUMBER || !isfinite(e->items[k + 1].number)) { fail(r, where, "not a finite number"); return; }
            n[k] = e->items[k + 1].number;
        }
        if (v == 8 && e->items[6].kind != JSON_BOOL) { fail(r, where, "clockwise is not true or false"); return; }
        switch (v) {
        case 0: append(path, PATH_MOVE, n, 2); has_point = 1; break;
        case 1: append(path, has_point ? PATH_LINE : PATH_MOVE, n, 2); has_point = 1; break;
        case 2: if (!has_point) ADD(path, PATH_MOVE, n[0], n[1]); append(path, PATH_QUAD, n, 4); has_point = 1; break;
        case 3: if (!has_point) ADD(path, PATH_MOVE, n[0], n[1]); append(path, PATH_CUBIC, n, 6); has_point = 1; break;
        case 4: if (has_point) ADD(path, PATH_CLOSE, 0); break;
        case 5:
            ADD(path, PATH_MOVE, n[0], n[1]); ADD(path, PATH_LINE, n[0] + n[2], n[1]);
            ADD(path, PATH_LINE, n[0] + n[2], n[1] + n[3]); ADD(path, PATH_LINE, n[0], n[1] + n[3]); ADD(path, PATH_CLOSE, 0);
            has_point = 1; break;
        case 6: rounded_rect_path(path, n[0], n[1], n[2], n[3], n[4]); has_point = 1; break;
        case 7: ellipse_path(path, n[0], n[1], n[2], n[3]); has_point = 1; break;
        case 8: arc_path(path, &has_point, n[0], n[1], n[2], n[3], n[4], e->items[6].boolean); break;
        }
    }
    if (!path->elements) append(path, PATH_MOVE, (double[2]){ 0, 0 }, 2); /* an empty path is still a path */
}

static int one_of(reader *r, const json_value *object, const char *key, const char *const *names, int count, int fallback) {
    const json_value *value = json_get(object, key);
    if (!value) return fallback;
    for (int i = 0; i < count; i++) if (value->kind == JSON_STRING && !strcmp(value->string, names[i])) return i;
    fail(r, key, "not one of the allowed names");
    return fallback;
}

static void read_stroke(reader *r, const json_value *object, scene_stroke *stroke) {
    if (!object) return;
    if (object->kind != JSON_OBJECT) { fail(r, "stroke", "not an object"); return; }
    static const char *const caps[] = { "butt", "round", "square" }, *const joins[] = { "miter", "round", "bevel" };
    *stroke = (scene_stroke){ .present = 1, .width = 1, .miter_limit = 10, .end = 1 };
    if (!json_get(object, "color")) { fail(r, "stroke.color", "missing"); return; }
    color(r, object, "color", &stroke->color);
    number(r, object, "lineWidth", &stroke->width);
    number(r, object, "miterLimit", &stroke->miter_limit);
    stroke->cap = one_of(r, object, "lineCap", caps, 3, CAP_BUTT);
    stroke->join = one_of(r, object, "lineJoin", joins, 3, JOIN_MITER);
    number(r, object, "lineDashPhase", &stroke->dash_phase);
    number(r, object, "strokeStart", &stroke->start);
    number(r, object, "strokeEnd", &stroke->end);
    if (stroke->width < 0 || stroke->miter_limit < 0) fail(r, "stroke", "lineWidth and miterLimit must be ≥ 0");
    if (!(stroke->start >= 0 && stroke->start <= 1 && stroke->end >= 0 && stroke->end <= 1)) fail(r, "stroke", "strokeStart and strokeEnd must be in 0…1");
    const json_value *dashes = json_get(object, "lineDashPattern");
    if (!dashes) return;
    if (dashes->kind != JSON_ARRAY || dashes->count > 1000) { fail(r, "lineDashPattern", "not an array of at most 1000 numbers"); return; }
    double sum = 0;
    stroke->dashes = allocate(dashes->count, sizeof *stroke->dashes);
    stroke->dash_count = dashes->count;
    for (size_t i = 0; i < dashes->count; i++) {
        if (dashes->items[i].kind != JSON_NUMBER || !(dashes->items[i].number >= 0)) { fail(r, "lineDashPattern", "not a number ≥ 0"); return; }
        sum += stroke->dashes[i] = dashes->items[i].number;
    }
    if (!(sum > 0)) { free(stroke->dashes); stroke->dashes = NULL; stroke->dash_count = 0; } /* drawn solid */
}

static void read_gradient(reader *r, const json_value *object, scene_gradient *g) {
    if (!object) return;
    if (object->kind != JSON_OBJECT) { fail(r, "gradient", "not an object"); return; }
    static const char *const types[] = { "axial", "radial", "conic" };
    *g = (scene_gradient){ .present = 1, .start = { 0.5, 0 }, .end = { 0.5, 1 } };
    g->type = one_of(r, object, "type", types, 3, GRADIENT_AXIAL);
    const json_value *colors = json_get(object, "colors");
    if (!colors || colors->kind != JSON_ARRAY) { fail(r, "gradient.colors", "missing or not an array"); return; }
    g->count = colors->count;
    g->colors = allocate(g->count, sizeof *g->colors);
    g->locations = allocate(g->count, sizeof *g->locations);
    for (size_t i = 0; i < g->count; i++) {
        json_value holder = { .kind = JSON_OBJECT, .count = 1, .items = (json_value *)&colors->items[i], .keys = (char *[]){ "c" } };
        color(r, &holder, "c", &g->colors[i]);
        g->locations[i] = g->count > 1 ? (double)i / (double)(g->count - 1) : 0;
    }
    const json_value *locations = json_get(object, "locations");
    if (locations) {
        if (locations->kind != JSON_ARRAY || locations->count != g->count) { fail(r, "gradient.locations", "not one number per colour"); return; }
        for (size_t i = 0; i < g->count; i++) {
            if (locations->items[i].kind != JSON_NUMBER) { fail(r, "gradient.locations", "not a number"); return; }
            g->locations[i] = locations->items[i].number;
        }
    }
    numbers(r, object, "startPoint", g->start, 2);
    numbers(r, object, "endPoint", g->end, 2);
}

static void read_layer(reader *r, const json_value *object, scene_layer *layer);

static void read_v2(reader *r, const json_value *object, scene_layer *layer) {
    read_path(r, v2_key(r, object, "path"), "path", &layer->path);
    layer->has_fill = 1;
    layer->fill = (scene_color){ 0, 0, 0, 1 };
    const json_value *fill = v2_key(r, object, "fillColor");
    if (fill && fill->kind == JSON_NULL) layer->has_fill = 0;
    else if (fill) color(r, object, "fillColor", &layer->fill);
    static const char *const rules[] = { "nonZero", "evenOdd" };
    if (v2_key(r, object, "fillRule")) layer->even_odd = one_of(r, object, "fillRule", rules, 2, 0);
    read_stroke(r, v2_key(r, object, "stroke"), &layer->stroke);
    read_gradient(r, v2_key(r, object, "gradient"), &layer->gradient);
    const json_value *mask = v2_key(r, object, "mask");
    if (mask) {
        layer->mask = allocate(1, sizeof *layer->mask);
        read_layer(r, mask, layer->mask);
    }
    const json_value *shadow = json_get(object, "shadow");
    if (shadow) read_path(r, v2_key(r, shadow, "path"), "shadow.path", &layer->shadow_path);
}

static void read_layers(reader *r, const json_value *array, scene_layer *parent);

static void read_layer(reader *r, const json_value *object, scene_layer *layer) {
    layer_defaults(layer);
    if (object->kind != JSON_OBJECT) { fail(r, "layer", "not an object"); return; }
    numbers(r, object, "anchorPoint", layer->anchor, 2);
    numbers(r, object, "bounds", layer->bounds, 4);
    numbers(r, object, "position", layer->position, 2);
    double frame[4] = { 0, 0, -1, -1 };
    numbers(r, object, "frame", frame, 4);
    if (frame[2] >= 0) {
        layer->bounds[0] = layer->bounds[1] = 0;
        layer->bounds[2] = frame[2];
        layer->bounds[3] = frame[3];
        layer->position[0] = frame[0] + layer->anchor[0] * frame[2];
        layer->position[1] = frame[1] + layer->anchor[1] * frame[3];
    }
    number(r, object, "zPosition", &layer->z);
    numbers(r, object, "transform", layer->transform, 16);
    numbers(r, object, "sublayerTransform", layer->sublayer_transform, 16);
    number(r, object, "opacity", &layer->opacity);
    flag(r, object, "hidden", &layer->hidden);
    color(r, object, "backgroundColor", &layer->background);
    number(r, object, "cornerRadius", &layer->corner_radius);
    corners(r, object, &layer->corners);
    const json_value *border = json_get(object, "border");
    number(r, border, "width", &layer->border_width);
    color(r, border, "color", &layer->border_color);
    const json_value *shadow = json_get(object, "shadow");
    number(r, shadow, "opacity", &layer->shadow_opacity);
    number(r, shadow, "radius", &layer->shadow_radius);
    numbers(r, shadow, "offset", layer->shadow_offset, 2);
    color(r, shadow, "color", &layer->shadow_color);
    flag(r, object, "masksToBounds", &layer->masks_to_bounds);
    read_contents(r, object, layer);
    read_v2(r, object, layer);
    read_layers(r, json_get(object, "sublayers"), layer);
    memcpy(layer->file_position, layer->position, sizeof layer->position);
    layer->file_corner_radius = layer->corner_radius;
    memcpy(layer->file_transform, layer->transform, sizeof layer->transform);
}

static void read_layers(reader *r, const json_value *array, scene_layer *parent) {
    if (!array) return;
    if (array->kind != JSON_ARRAY) { fail(r, "sublayers", "not an array"); return; }
    parent->sublayers = calloc(array->count ? array->count : 1, sizeof *parent->sublayers);
    if (!parent->sublayers) { perror(program_name); exit(1); }
    parent->sublayer_count = array->count;
    for (size_t i = 0; i < array->count; i++) read_layer(r, &array->items[i], &parent->sublayers[i]);
}

static char *read_file(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    size_t size = 0, capacity = 1 << 16;
    char *text = malloc(capacity);
    size_t n;
    while (text && (n = fread(text + size, 1, capacity - size - 1, file)) > 0) {
        size += n;
        if (size + 1 == capacity) text = realloc(text, capacity *= 2);
    }
    fclose(file);
    if (text) text[size] = 0;
    return text;
}

int scene_load(const char *path, scene *out) {
    char *text = read_file(path);
    if (!text) { fprintf(stderr, "%s: %s: cannot read\n", program_name, path); return 0; }
    char error[256];
    json_value *document = json_parse(text, error, sizeof error);
    free(text);
    if (!document) { fprintf(stderr, "%s: %s: %s\n", program_name, path, error); return 0; }

    char directory[4096];
    snprintf(directory, sizeof directory, "%s", path);
    char *slash = strrchr(directory, '/');
    if (slash) *slash = 0; else snprintf(directory, sizeof directory, ".");
    reader r = { path, directory, 0, 2 };
    const json_value *version = json_get(document, "version");
    if (version && (version->kind != JSON_NUMBER || (version->number != 1 && version->number != 2))) fail(&r, "version", "not 1 or 2");
    else if (version) r.version = (int)version->number;

    memset(out, 0, sizeof *out);
    out->scale = 1;
    const json_value *canvas = json_get(document, "canvas");
    double width = 0, height = 0;
    number(&r, canvas, "width", &width);
    number(&r, canvas, "height", &height);
    number(&r, canvas, "scale", &out->scale);
    color(&r, canvas, "clearColor", &out->clear);
    out->width = (int)width;
    out->height = (int)height;
    if (out->width < 1 || out->height < 1) fail(&r, "canvas", "needs a width and a height");
    layer_defaults(&out->root);
    out->root.bounds[2] = width;
    out->root.bounds[3] = height;
    out->root.position[0] = width / 2;
    out->root.position[1] = height / 2;
    read_layers(&r, json_get(document, "layers"), &out->root);
    json_free(document);
    if (r.failed) scene_free(out);
    return !r.failed;
}

static void free_layer(scene_layer *layer) {
    for (size_t i = 0; i < layer->sublayer_count; i++) free_layer(&layer->sublayers[i]);
    free(layer->sublayers);
    free(layer->contents);
    free(layer->path.elements);
    free(layer->shadow_path.elements);
    free(layer->stroke.dashes);
    free(layer->gradient.colors);
    free(layer->gradient.locations);
    if (layer->mask) free_layer(layer->mask);
    free(layer->mask);
}

void scene_free(scene *scene) {
    free_layer(&scene->root);
    memset(scene, 0, sizeof *scene);
}
