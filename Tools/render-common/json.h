/* A small strict JSON reader (RFC 8259) for layer files: a tree of values, keys in file order. */
#ifndef CAIRO_RENDER_JSON_H
#define CAIRO_RENDER_JSON_H

#include <stddef.h>

typedef enum { JSON_NULL, JSON_BOOL, JSON_NUMBER, JSON_STRING, JSON_ARRAY, JSON_OBJECT } json_kind;

typedef struct json_value {
    json_kind kind;
    int boolean;
    double number;
    char *string;               /* JSON_STRING: NUL-terminated UTF-8 */
    size_t count;               /* JSON_ARRAY, JSON_OBJECT: elements or members */
    struct json_value *items;   /* the elements, or the members' values */
    char **keys;                /* JSON_OBJECT: the members' keys */
} json_value;

/* Parses `text`; on failure returns NULL and writes "line L, column C: why" into `error`. */
json_value *json_parse(const char *text, char *error, size_t error_size);

/* The value of member `key` of an object, or NULL (also when `object` is not an object). */
const json_value *json_get(const json_value *object, const char *key);

void json_free(json_value *value);

#endif
