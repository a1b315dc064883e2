/* Reads a layer file into `scene`, with Core Animation's defaults for what it leaves out. */
#include "scene.h"

#include "json.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const char *path;
    const char *directory;
    int failed;
} reader;

static int fail(reader *r, const char *field, const char *why) {
    if (!r->failed) fprintf(stderr, "cairo-render: %s: %s: %s\n", r->path, field, why);
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
    if (!layer->contents) { perror("cairo-render"); exit(1); }
    if (value->string[0] == '/') snprintf(layer->contents, size, "%s", value->string);
    else snprintf(layer->contents, size, "%s/%s", r->directory, value->string);
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
    read_layers(r, json_get(object, "sublayers"), layer);
}

static void read_layers(reader *r, const json_value *array, scene_layer *parent) {
    if (!array) return;
    if (array->kind != JSON_ARRAY) { fail(r, "sublayers", "not an array"); return; }
    parent->sublayers = calloc(array->count ? array->count : 1, sizeof *parent->sublayers);
    if (!parent->sublayers) { perror("cairo-render"); exit(1); }
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
    if (!text) { fprintf(stderr, "cairo-render: %s: cannot read\n", path); return 0; }
    char error[256];
    json_value *document = json_parse(text, error, sizeof error);
    free(text);
    if (!document) { fprintf(stderr, "cairo-render: %s: %s\n", path, error); return 0; }

    char directory[4096];
    snprintf(directory, sizeof directory, "%s", path);
    char *slash = strrchr(directory, '/');
    if (slash) *slash = 0; else snprintf(directory, sizeof directory, ".");
    reader r = { path, directory, 0 };

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
}

void scene_free(scene *scene) {
    free_layer(&scene->root);
    memset(scene, 0, sizeof *scene);
}
