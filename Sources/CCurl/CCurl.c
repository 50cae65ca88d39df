#include "CCurl.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stddef.h>

typedef void CURL;
typedef int (*global_init_fn)(long);
typedef CURL *(*easy_init_fn)(void);
typedef int (*easy_setopt_fn)(CURL *, int, ...);
typedef int (*easy_perform_fn)(CURL *);
typedef int (*easy_getinfo_fn)(CURL *, int, ...);
typedef void (*easy_cleanup_fn)(CURL *);
typedef void (*easy_reset_fn)(CURL *);
typedef void *(*slist_append_fn)(void *, const char *);
typedef void (*slist_free_fn)(void *);

static struct {
    global_init_fn global_init;
    easy_init_fn easy_init;
    easy_setopt_fn easy_setopt;
    easy_perform_fn easy_perform;
    easy_getinfo_fn easy_getinfo;
    easy_cleanup_fn easy_cleanup;
    easy_reset_fn easy_reset;
    slist_append_fn slist_append;
    slist_free_fn slist_free;
} curl;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static const char *failure = NULL;

enum { CURLOPT_WRITEFUNCTION = 20011, CURLOPT_HEADERFUNCTION = 20079, CURLOPT_XFERINFOFUNCTION = 20219,
       CURLOPT_SOCKOPTFUNCTION = 20148 };
enum { CURL_SOCKOPT_OK = 0, CURL_SOCKOPT_ERROR = 1 };
enum { CURLINFO_RESPONSE_CODE = 0x200002, CURLINFO_SIZE_UPLOAD_T = 0x600007 };
enum { CURL_GLOBAL_DEFAULT = 3 };

// The system's libcurl only. On Linux a bare soname, which the dynamic loader looks up in the
// system's folders (the binary has no RUNPATH $ORIGIN: Scripts/ld-without-origin); never a path
// relative to the binary or the working directory. On macOS a full path: dyld looks for a bare
// name in the working directory too.
static void load(void) {
    static const char *names[] = {
#ifdef __APPLE__
        "/usr/lib/libcurl.4.dylib",
#else
        "libcurl.so.4", "libcurl.so", "libcurl-gnutls.so.4",
#endif
    };
    void *library = NULL;
    // RTLD_LAZY: a function of libcurl's or of a library it needs that was not linked with -z now
    // is bound on its first call instead of all of them now; the tool calls few of the thousands
    // it imports. Most of Debian's ~30 libraries are linked with -z now and are bound in full
    // either way. Saves ~3 M of a network `desserts list`'s 34 M instructions (callgrind).
    for (size_t i = 0; i < sizeof(names) / sizeof(names[0]) && !library; i++) {
        library = dlopen(names[i], RTLD_LAZY | RTLD_LOCAL);
    }
    if (!library) {
        failure = "libcurl is not installed (the tool needs libcurl4 to reach the network)";
        return;
    }
#define LOAD(field, symbol) \
    *(void **)(&curl.field) = dlsym(library, symbol); \
    if (!curl.field) { failure = "libcurl is too old or incomplete (" symbol " is missing)"; return; }
    LOAD(global_init, "curl_global_init")
    LOAD(easy_init, "curl_easy_init")
    LOAD(easy_setopt, "curl_easy_setopt")
    LOAD(easy_perform, "curl_easy_perform")
    LOAD(easy_getinfo, "curl_easy_getinfo")
    LOAD(easy_cleanup, "curl_easy_cleanup")
    LOAD(easy_reset, "curl_easy_reset")
    LOAD(slist_append, "curl_slist_append")
    LOAD(slist_free, "curl_slist_free_all")
#undef LOAD
    if (curl.global_init(CURL_GLOBAL_DEFAULT) != 0) failure = "libcurl could not start";
}

int ccurl_load(const char **reason) {
    pthread_once(&once, load);
    if (reason) *reason = failure;
    return failure ? -1 : 0;
}

void *ccurl_easy_init(void) { return curl.easy_init(); }
int ccurl_setopt_long(void *handle, int option, long value) { return curl.easy_setopt(handle, option, value); }
int ccurl_setopt_pointer(void *handle, int option, const void *value) { return curl.easy_setopt(handle, option, value); }
int ccurl_setopt_size(void *handle, int option, long long value) { return curl.easy_setopt(handle, option, value); }

int ccurl_set_write(void *handle, ccurl_data_callback callback, void *context) {
    int code = curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, callback);
    return code ? code : curl.easy_setopt(handle, CCURLOPT_WRITEDATA, context);
}

int ccurl_set_header(void *handle, ccurl_data_callback callback, void *context) {
    int code = curl.easy_setopt(handle, CURLOPT_HEADERFUNCTION, callback);
    return code ? code : curl.easy_setopt(handle, CCURLOPT_HEADERDATA, context);
}

int ccurl_set_progress(void *handle, ccurl_progress_callback callback, void *context) {
    int code = curl.easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
    if (!code) code = curl.easy_setopt(handle, CCURLOPT_XFERINFODATA, context);
    return code ? code : curl.easy_setopt(handle, CCURLOPT_NOPROGRESS, 0L);
}

// libcurl opens its sockets without close-on-exec; a kept-alive connection would then live on in
// every process the tool starts (the pager, the browser `open` runs) for as long as that runs.
static int close_on_exec(void *context, int socket, int purpose) {
    (void)context;
    (void)purpose;
    int flags = fcntl(socket, F_GETFD);
    return flags >= 0 && fcntl(socket, F_SETFD, flags | FD_CLOEXEC) == 0 ? CURL_SOCKOPT_OK : CURL_SOCKOPT_ERROR;
}

int ccurl_set_close_on_exec(void *handle) { return curl.easy_setopt(handle, CURLOPT_SOCKOPTFUNCTION, close_on_exec); }

int ccurl_perform(void *handle) { return curl.easy_perform(handle); }

long ccurl_response_code(void *handle) {
    long code = 0;
    curl.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &code);
    return code;
}

long long ccurl_uploaded_bytes(void *handle) {
    long long bytes = 0; // curl_off_t: 64 bits on every platform
    return curl.easy_getinfo(handle, CURLINFO_SIZE_UPLOAD_T, &bytes) == 0 ? bytes : -1;
}

void ccurl_cleanup(void *handle) { curl.easy_cleanup(handle); }
void ccurl_reset(void *handle) { curl.easy_reset(handle); }
void *ccurl_slist_append(void *list, const char *text) { return curl.slist_append(list, text); }
void ccurl_slist_free(void *list) { curl.slist_free(list); }
