/* A small strict JSON reader: recursive descent over the text, one allocation per value. */
#include "json.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "scene.h" /* program_name */
#include <string.h>

typedef struct {
    const char *text;
    const char *at;
    char *error;
    size_t error_size;
    int failed;
} parser;

enum { MAX_DEPTH = 512 };

static void fail(parser *p, const char *format, ...) {
    if (p->failed) return;
    p->failed = 1;
    int line = 1, column = 1;
    for (const char *c = p->text; c < p->at; c++) {
        if (*c == '\n') { line++; column = 1; } else if ((*c & 0xC0) != 0x80) { column++; }
    }
    int n = snprintf(p->error, p->error_size, "line %d, column %d: ", line, column);
    if (n < 0 || (size_t)n >= p->error_size) return;
    va_list args;
    va_start(args, format);
    vsnprintf(p->error + n, p->error_size - (size_t)n, format, args);
    va_end(args);
}

static void skip_space(parser *p) {
    while (*p->at == ' ' || *p->at == '\n' || *p->at == '\r' || *p->at == '\t') p->at++;
}

static void *grow(void *items, size_t count, size_t size) {
    /* Capacity doubles at powers of two, so `count` alone says when to grow. */
    if (count != 0 && (count & (count - 1)) != 0) return items;
    void *bigger = realloc(items, (count ? count * 2 : 4) * size);
    if (!bigger) { perror(program_name); exit(1); }
    return bigger;
}

static void append_utf8(char **out, size_t *length, unsigned code) {
    unsigned char bytes[4];
    size_t n;
    if (code < 0x80) { bytes[0] = (unsigned char)code; n = 1; }
    else if (code < 0x800) { bytes[0] = (unsigned char)(0xC0 | code >> 6); bytes[1] = (unsigned char)(0x80 | (code & 0x3F)); n = 2; }
    else if (code < 0x10000) {
        bytes[0] = (unsigned char)(0xE0 | code >> 12); bytes[1] = (unsigned char)(0x80 | (code >> 6 & 0x3F));
        bytes[2] = (unsigned char)(0x80 | (code & 0x3F)); n = 3;
    } else {
        bytes[0] = (unsigned char)(0xF0 | code >> 18); bytes[1] = (unsigned char)(0x80 | (code >> 12 & 0x3F));
        bytes[2] = (unsigned char)(0x80 | (code >> 6 & 0x3F)); bytes[3] = (unsigned char)(0x80 | (code & 0x3F)); n = 4;
    }
    memcpy(*out + *length, bytes, n);
    *length += n;
}

static int hex4(parser *p, unsigned *code) {
    *code = 0;
    for (int i = 0; i < 4; i++) {
        char c = *p->at++;
        unsigned digit = c >= '0' && c <= '9' ? (unsigned)(c - '0') : c >= 'a' && c <= 'f' ? (unsigned)(c - 'a' + 10)
                       : c >= 'A' && c <= 'F' ? (unsigned)(c - 'A' + 10) : 16u;
        if (digit == 16) { p->at--; fail(p, "invalid \\u escape"); return 0; }
        *code = *code << 4 | digit;
    }
    return 1;
}

/* A string starting at the opening quote; the escapes shrink, so the raw length bounds the output. */
static char *parse_string(parser *p) {
    const char *start = ++p->at;
    const char *end = start;
    while (*end && *end != '"') end += (*end == '\\' && end[1]) ? 2 : 1;
    char *out = malloc((size_t)(end - start) + 1);
    if (!out) { perror(program_name); exit(1); }
    size_t length = 0;
    while (*p->at != '"') {
        unsigned char c = (unsigned char)*p->at;
        if (c == 0) { fail(p, "unterminated string"); break; }
        if (c < 0x20) { fail(p, "control character in a string"); break; }
        p->at++;
        if (c != '\\') { out[length++] = (char)c; continue; }
        char escape = *p->at++;
        const char *simple = strchr("\"\\/bfnrt", escape);
        if (escape && simple) { out[length++] = "\"\\/\b\f\n\r\t"[simple - "\"\\/bfnrt"]; continue; }
        unsigned code, low;
        if (escape != 'u') { p->at--; fail(p, "invalid escape"); break; }
        if (!hex4(p, &code)) break;
        if (code >= 0xD800 && code < 0xDC00 && p->at[0] == '\\' && p->at[1] == 'u') {
            p->at += 2;
            if (!hex4(p, &low)) break;
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
        }
        append_utf8(&out, &length, code);
    }
    out[length] = 0;
    if (!p->failed) p->at++;
    return out;
}

static void parse_value(parser *p, json_value *value, int depth);

static void parse_container(parser *p, json_value *value, int depth, char close) {
    p->at++;
    skip_space(p);
    if (*p->at == close) { p->at++; return; }
    while (!p->failed) {
        skip_space(p);
        if (value->kind == JSON_OBJECT) {
            if (*p->at != '"') { fail(p, "expected a string key"); return; }
            value->keys = grow(value->keys, value->count, sizeof *value->keys);
            value->keys[value->count] = parse_string(p);
            skip_space(p);
            if (*p->at != ':') { free(value->keys[value->count]); fail(p, "expected ':' after a key"); return; }
            p->at++;
        }
        value->items = grow(value->items, value->count, sizeof *value->items);
        parse_value(p, &value->items[value->count++], depth + 1);
        skip_space(p);
        if (*p->at == ',') { p->at++; continue; }
        if (*p->at == close) { p->at++; return; }
        fail(p, "expected ',' or '%c'", close);
    }
}

static void parse_number(parser *p, json_value *value) {
    const char *start = p->at;
    if (*p->at == '-') p->at++;
    if (*p->at < '0' || *p->at > '9') { fail(p, "invalid number"); return; }
    char *end;
    value->kind = JSON_NUMBER;
    value->number = strtod(start, &end);
    p->at = end;
}

static void parse_value(parser *p, json_value *value, int depth) {
    memset(value, 0, sizeof *value);
    skip_space(p);
    if (depth >= MAX_DEPTH) { fail(p, "nested too deeply"); return; }
    switch (*p->at) {
    case '{': value->kind = JSON_OBJECT; parse_container(p, value, depth, '}'); return;
    case '[': value->kind = JSON_ARRAY; parse_container(p, value, depth, ']'); return;
    case '"': value->kind = JSON_STRING; value->string = parse_string(p); return;
    case 't': if (!strncmp(p->at, "true", 4)) { value->kind = JSON_BOOL; value->boolean = 1; p->at += 4; return; } break;
    case 'f': if (!strncmp(p->at, "false", 5)) { value->kind = JSON_BOOL; p->at += 5; return; } break;
    case 'n': if (!strncmp(p->at, "null", 4)) { p->at += 4; return; } break;
    default: if (*p->at == '-' || (*p->at >= '0' && *p->at <= '9')) { parse_number(p, value); return; }
    }
    fail(p, *p->at ? "unexpected character, expected a value" : "unexpected end of input, expected a value");
}

json_value *json_parse(const char *text, char *error, size_t error_size) {
    parser p = { text, text, error, error_size, 0 };
    json_value *root = malloc(sizeof *root);
    if (!root) { perror(program_name); exit(1); }
    parse_value(&p, root, 0);
    skip_space(&p);
    if (!p.failed && *p.at) fail(&p, "unexpected text after the JSON value");
    if (p.failed) { json_free(root); return NULL; }
    return root;
}

const json_value *json_get(const json_value *object, const char *key) {
    if (!object || object->kind != JSON_OBJECT) return NULL;
    for (size_t i = 0; i < object->count; i++) {
        if (!strcmp(object->keys[i], key)) return &object->items[i];
    }
    return NULL;
}

static void free_contents(json_value *value) {
    for (size_t i = 0; i < value->count; i++) {
        free_contents(&value->items[i]);
        if (value->keys) free(value->keys[i]);
    }
    free(value->items);
    free(value->keys);
    free(value->string);
}

void json_free(json_value *value) {
    if (!value) return;
    free_contents(value);
    free(value);
}
