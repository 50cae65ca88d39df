#ifndef CPICTURES_H
#define CPICTURES_H

#include <stddef.h>

// The system's JPEG and PNG decoders, loaded with dlopen on the first picture to decode (like
// CCurl): the tool builds without their headers and runs without them (no picture is drawn that
// needs decoding). Only the handle-based entry points are used: libjpeg-turbo's TurboJPEG API and
// libpng's simplified API, whose one struct is small and versioned.

/// 1 when libturbojpeg (TurboJPEG API) could be loaded.
int cpictures_jpeg_available(void);
/// 1 when libpng16's simplified API could be loaded.
int cpictures_png_available(void);

/// The dimensions a JPEG declares, read by libjpeg-turbo's header call alone (no pixels). 0 on success.
int cpictures_jpeg_size(const unsigned char *bytes, size_t count, int *width, int *height);
/// Decodes a JPEG that declares `width` × `height` (as `cpictures_jpeg_size` said) into `rgb`, scaled
/// down by libjpeg-turbo's DCT to `scaled_width` × `scaled_height` (the size at 1/1, 1/2, 1/4 or 1/8;
/// `rgb` holds scaled_width * scaled_height * 3 bytes); a CMYK or YCCK JPEG is decoded to CMYK and
/// turned into RGB. 0 on success.
int cpictures_jpeg_decode(const unsigned char *bytes, size_t count, int width, int height,
                          unsigned char *rgb, int scaled_width, int scaled_height);

/// The dimensions a PNG declares, read by libpng's begin-read call (no pixels). 0 on success.
int cpictures_png_size(const unsigned char *bytes, size_t count, int *width, int *height);
/// Decodes a PNG into `rgba` (width * height * 4 bytes, as `cpictures_png_size` said). 0 on success.
int cpictures_png_decode(const unsigned char *bytes, size_t count, unsigned char *rgba, int width, int height);

/// While the terminal is in raw mode for a question (the sixel query, at most ~100 ms): SIGTERM and
/// SIGHUP, when nothing else handles them, put `modes` back on `fd` and then end the process by the
/// same signal, as their default action would. Only async-signal-safe calls run in the handler.
void cpictures_guard_modes(int fd, const void *modes, size_t size);
/// Ends the guard: the signals' earlier actions come back.
void cpictures_unguard_modes(void);

#endif
