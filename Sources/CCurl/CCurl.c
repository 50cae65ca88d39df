#include "CCurl.h"

#include <arpa/inet.h>
#include <dlfcn.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

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
       CURLOPT_SOCKOPTFUNCTION = 20148, CURLOPT_OPENSOCKETFUNCTION = 20163, CURLOPT_OPENSOCKETDATA = 10164 };
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

// The address libcurl is about to connect to, as curl.h declares it (the address itself runs past
// `addr` for IPv6).
struct curl_sockaddr {
    int family;
    int socktype;
    int protocol;
    unsigned int addrlen;
    struct sockaddr addr;
};

// `address` in host order: not loopback, private, link-local (where cloud metadata answers),
// shared (carrier NAT), "this network", the IETF's 192.0.0/24, multicast, reserved or broadcast.
static int is_public_ipv4(uint32_t address) {
    uint32_t first = address >> 24, second = (address >> 16) & 0xFF, third = (address >> 8) & 0xFF;
    if (first == 0 || first == 10 || first == 127 || first >= 224) return 0;
    if (first == 100 && (second & 0xC0) == 64) return 0;
    if (first == 169 && second == 254) return 0;
    if (first == 172 && (second & 0xF0) == 16) return 0;
    if (first == 192 && (second == 168 || (second == 0 && third == 0))) return 0;
    return 1;
}

static int is_public(const struct sockaddr *address, unsigned int length) {
    if (address->sa_family == AF_INET && length >= sizeof(struct sockaddr_in)) {
        return is_public_ipv4(ntohl(((const struct sockaddr_in *)(const void *)address)->sin_addr.s_addr));
    }
    if (address->sa_family == AF_INET6 && length >= sizeof(struct sockaddr_in6)) {
        const uint8_t *bytes = ((const struct sockaddr_in6 *)(const void *)address)->sin6_addr.s6_addr;
        static const uint8_t mapped[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF};
        static const uint8_t nat64[12] = {0, 0x64, 0xFF, 0x9B, 0, 0, 0, 0, 0, 0, 0, 0};
        static const uint8_t zeros[12] = {0};
        // IPv4 inside IPv6 (mapped, or the NAT64 prefix) is judged as the IPv4 address it carries.
        if (memcmp(bytes, mapped, 12) == 0 || memcmp(bytes, nat64, 12) == 0) {
            return is_public_ipv4((uint32_t)bytes[12] << 24 | (uint32_t)bytes[13] << 16 | (uint32_t)bytes[14] << 8 | bytes[15]);
        }
        if (memcmp(bytes, zeros, 12) == 0) return 0;              // ::, ::1 and the old IPv4-compatible ::/96
        if (bytes[0] == 0xFE && (bytes[1] & 0x80) == 0x80) return 0; // link-local fe80::/10, old site-local fec0::/10
        if ((bytes[0] & 0xFE) == 0xFC) return 0;                  // unique local fc00::/7
        if (bytes[0] == 0xFF) return 0;                           // multicast
        return 1;
    }
    return 0; // no other family is known to be public
}

static int open_public_socket(void *refused, int purpose, struct curl_sockaddr *address) {
    (void)purpose;
    if (!is_public(&address->addr, address->addrlen)) {
        *(int *)refused = 1;
        return -1; // CURL_SOCKET_BAD: libcurl tries the name's next address, else fails to connect
    }
    return socket(address->family, address->socktype, address->protocol); // close_on_exec still runs on it
}

// libcurl's own reading of the environment: http_proxy only in lower case (HTTP_PROXY can come from
// a CGI request's Proxy header), https_proxy in either case, then all_proxy.
static int proxy_named(int https) {
    const char *names[] = {https ? "https_proxy" : "http_proxy", https ? "HTTPS_PROXY" : "", "all_proxy", "ALL_PROXY"};
    for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
        const char *value = names[i][0] ? getenv(names[i]) : NULL;
        if (value && value[0]) return 1;
    }
    return 0;
}

int ccurl_public_addresses_only(void *handle, int https, int *refused) {
    if (proxy_named(https)) return 1;
    int code = curl.easy_setopt(handle, CURLOPT_OPENSOCKETFUNCTION, open_public_socket);
    if (!code) code = curl.easy_setopt(handle, CURLOPT_OPENSOCKETDATA, refused);
    // A connection kept open from an earlier request was never checked: make a new one.
    return code ? code : curl.easy_setopt(handle, CCURLOPT_FRESH_CONNECT, 1L);
}

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
