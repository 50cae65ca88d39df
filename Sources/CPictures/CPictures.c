#include "CPictures.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

// TurboJPEG (libjpeg-turbo): a handle-based API, safe to declare without turbojpeg.h.
typedef void *tjhandle;
static struct {
    tjhandle (*init_decompress)(void);
    int (*decompress_header3)(tjhandle, const unsigned char *, unsigned long, int *, int *, int *, int *);
    int (*decompress2)(tjhandle, const unsigned char *, unsigned long, unsigned char *, int, int, int, int, int);
    int (*destroy)(tjhandle);
} tj;
enum { TJPF_RGB = 0, TJPF_CMYK = 11 };
enum { TJCS_CMYK = 3, TJCS_YCCK = 4 };
// Added in libjpeg-turbo 2.0 and 2.1; an older library ignores flags it does not know. A warning
// already fails a decode here (tjDecompress2 returns -1 after one), so stopping at the first costs
// no picture that would have been drawn; 500 scans is the library's own bound. JPEGScans in
// RecipesPictures refuses far fewer before this is reached, whatever the library.
enum { TJFLAG_STOPONWARNING = 8192, TJFLAG_LIMITSCANS = 32768 };

// libpng's simplified API: `png_image` as png.h declares it for PNG_IMAGE_VERSION 1.
typedef struct {
    void *opaque;
    uint32_t version;
    uint32_t width;
    uint32_t height;
    uint32_t format;
    uint32_t flags;
    uint32_t colormap_entries;
    uint32_t warning_or_error;
    char message[64];
} png_image;
enum { PNG_IMAGE_VERSION = 1, PNG_FORMAT_RGBA = 3 /* PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA */ };
static struct {
    int (*begin_read_from_memory)(png_image *, const void *, size_t);
    int (*finish_read)(png_image *, const void *, void *, int32_t, void *);
    void (*free)(png_image *);
} png;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int jpeg_ok = 0;
static int png_ok = 0;

// Bare sonames only: the dynamic loader looks them up in the system's folders, never beside the
// binary or in the working directory (Scripts/ld-without-origin; CCurl does the same).
static void *open_first(const char *const *names, size_t count) {
    void *library = NULL;
    for (size_t i = 0; i < count && !library; i++) library = dlopen(names[i], RTLD_LAZY | RTLD_LOCAL);
    return library;
}

static void load(void) {
#ifdef __APPLE__
    static const char *const jpeg_names[] = {"/opt/homebrew/lib/libturbojpeg.0.dylib", "/usr/local/lib/libturbojpeg.0.dylib"};
    static const char *const png_names[] = {"/opt/homebrew/lib/libpng16.16.dylib", "/usr/local/lib/libpng16.16.dylib"};
#else
    static const char *const jpeg_names[] = {"libturbojpeg.so.0"};
    static const char *const png_names[] = {"libpng16.so.16"};
#endif
    void *jpeg = open_first(jpeg_names, sizeof(jpeg_names) / sizeof(jpeg_names[0]));
    if (jpeg) {
        *(void **)(&tj.init_decompress) = dlsym(jpeg, "tjInitDecompress");
        *(void **)(&tj.decompress_header3) = dlsym(jpeg, "tjDecompressHeader3");
        *(void **)(&tj.decompress2) = dlsym(jpeg, "tjDecompress2");
        *(void **)(&tj.destroy) = dlsym(jpeg, "tjDestroy");
        jpeg_ok = tj.init_decompress && tj.decompress_header3 && tj.decompress2 && tj.destroy;
    }
    void *library = open_first(png_names, sizeof(png_names) / sizeof(png_names[0]));
    if (library) {
        *(void **)(&png.begin_read_from_memory) = dlsym(library, "png_image_begin_read_from_memory");
        *(void **)(&png.finish_read) = dlsym(library, "png_image_finish_read");
        *(void **)(&png.free) = dlsym(library, "png_image_free");
        png_ok = png.begin_read_from_memory && png.finish_read && png.free;
    }
}

int cpictures_jpeg_available(void) {
    pthread_once(&once, load);
    return jpeg_ok;
}

int cpictures_png_available(void) {
    pthread_once(&once, load);
    return png_ok;
}

int cpictures_jpeg_size(const unsigned char *bytes, size_t count, int *width, int *height) {
    if (!cpictures_jpeg_available()) return -1;
    tjhandle handle = tj.init_decompress();
    if (!handle) return -1;
    int subsampling = 0, colourspace = 0;
    int status = tj.decompress_header3(handle, bytes, (unsigned long)count, width, height, &subsampling, &colourspace);
    tj.destroy(handle);
    return status == 0 ? 0 : -1;
}

// libjpeg-turbo decodes a CMYK or YCCK JPEG (print files: Photoshop's, a stock photo's) only to CMYK
// ("Unsupported color conversion request" for RGB), so it is decoded to CMYK here and each pixel
// turned into RGB. Photoshop, which writes nearly every such file, stores the inks inverted (255 is no
// ink) and marks it with its APP14 "Adobe" segment; like browsers, every CMYK JPEG is read that way:
// red = (255 - cyan ink) × (255 - black ink) / 255, which in the stored values is C × K / 255.
static int decode_cmyk(tjhandle handle, const unsigned char *bytes, size_t count, unsigned char *rgb, int width, int height) {
    size_t pixels = (size_t)width * (size_t)height;
    unsigned char *cmyk = malloc(pixels * 4);
    if (!cmyk) return -1;
    int status = tj.decompress2(handle, bytes, (unsigned long)count, cmyk, width, width * 4, height, TJPF_CMYK,
                                TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS);
    for (size_t i = 0; status == 0 && i < pixels; i++) {
        unsigned int k = cmyk[i * 4 + 3];
        for (int channel = 0; channel < 3; channel++) rgb[i * 3 + channel] = (unsigned char)((cmyk[i * 4 + channel] * k + 127) / 255);
    }
    free(cmyk);
    return status;
}

int cpictures_jpeg_decode(const unsigned char *bytes, size_t count, int width, int height,
                          unsigned char *rgb, int scaled_width, int scaled_height) {
    if (!cpictures_jpeg_available()) return -1;
    tjhandle handle = tj.init_decompress();
    if (!handle) return -1;
    int declared_width = 0, declared_height = 0, subsampling = 0, colourspace = 0;
    int status = tj.decompress_header3(handle, bytes, (unsigned long)count, &declared_width, &declared_height, &subsampling, &colourspace);
    // The buffer was sized from the caller's reading of the header: decode only into exactly that.
    if (status == 0 && (declared_width != width || declared_height != height)) status = -1;
    // Asked for at most scaled_width × scaled_height, TurboJPEG picks the largest scaling factor that
    // fits, so it never writes past the buffer.
    if (status == 0 && (scaled_width < 1 || scaled_height < 1 || scaled_width > width || scaled_height > height)) status = -1;
    if (status == 0 && (colourspace == TJCS_CMYK || colourspace == TJCS_YCCK)) {
        status = decode_cmyk(handle, bytes, count, rgb, scaled_width, scaled_height);
    } else if (status == 0) {
        status = tj.decompress2(handle, bytes, (unsigned long)count, rgb, scaled_width, scaled_width * 3, scaled_height, TJPF_RGB,
                                TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS);
    }
    tj.destroy(handle);
    return status == 0 ? 0 : -1;
}

int cpictures_png_size(const unsigned char *bytes, size_t count, int *width, int *height) {
    if (!cpictures_png_available()) return -1;
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png.begin_read_from_memory(&image, bytes, count)) return -1;
    *width = (int)image.width;
    *height = (int)image.height;
    png.free(&image);
    return 0;
}

int cpictures_png_decode(const unsigned char *bytes, size_t count, unsigned char *rgba, int width, int height) {
    if (!cpictures_png_available()) return -1;
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png.begin_read_from_memory(&image, bytes, count)) return -1;
    if ((int)image.width != width || (int)image.height != height) {
        png.free(&image);
        return -1;
    }
    image.format = PNG_FORMAT_RGBA;
    // finish_read frees the image's internal state whether it succeeds or not.
    int ok = png.finish_read(&image, NULL, rgba, (int32_t)(width * 4), NULL);
    return ok ? 0 : -1;
}
