#ifndef CCURL_H
#define CCURL_H

#include <stddef.h>

// libcurl, loaded with dlopen on the first request: a command that never makes one (everything
// answered from the cache, favorites, the cart) never maps libcurl and the ~30 libraries it needs.
// Only what the tool uses is declared; the option numbers are libcurl's stable ABI.

enum {
    CCURLOPT_WRITEDATA = 10001,
    CCURLOPT_URL = 10002,
    CCURLOPT_POSTFIELDS = 10015,
    CCURLOPT_USERAGENT = 10018,
    CCURLOPT_HTTPHEADER = 10023,
    CCURLOPT_HEADERDATA = 10029,
    CCURLOPT_XFERINFODATA = 10057,
    CCURLOPT_ACCEPT_ENCODING = 10102,
    CCURLOPT_NOPROGRESS = 43,
    CCURLOPT_POST = 47,
    CCURLOPT_FOLLOWLOCATION = 52,
    CCURLOPT_MAXREDIRS = 68,
    CCURLOPT_FRESH_CONNECT = 74,
    CCURLOPT_NOSIGNAL = 99,
    CCURLOPT_TIMEOUT_MS = 155,
    CCURLOPT_REDIR_PROTOCOLS = 182,
    CCURLOPT_POSTFIELDSIZE_LARGE = 30120,
};

enum {
    CCURLPROTO_HTTP = 1 << 0,
    CCURLPROTO_HTTPS = 1 << 1,
};

enum {
    CCURLE_OK = 0,
    CCURLE_UNSUPPORTED_PROTOCOL = 1,
    CCURLE_FAILED_INIT = 2,
    CCURLE_COULDNT_RESOLVE_PROXY = 5,
    CCURLE_COULDNT_RESOLVE_HOST = 6,
    CCURLE_COULDNT_CONNECT = 7,
    CCURLE_WEIRD_SERVER_REPLY = 8,
    CCURLE_PARTIAL_FILE = 18,
    CCURLE_WRITE_ERROR = 23,
    CCURLE_OUT_OF_MEMORY = 27,
    CCURLE_OPERATION_TIMEDOUT = 28,
    CCURLE_SSL_CONNECT_ERROR = 35,
    CCURLE_ABORTED_BY_CALLBACK = 42,
    CCURLE_TOO_MANY_REDIRECTS = 47,
    CCURLE_GOT_NOTHING = 52,
    CCURLE_SEND_ERROR = 55,
    CCURLE_RECV_ERROR = 56,
    CCURLE_PEER_FAILED_VERIFICATION = 60,
    CCURLE_BAD_CONTENT_ENCODING = 61,
    CCURLE_SSL_CACERT_BADFILE = 77,
    CCURLE_TOO_LARGE = 100,
};

typedef size_t (*ccurl_data_callback)(char *data, size_t size, size_t count, void *context);
typedef int (*ccurl_progress_callback)(void *context, long long dltotal, long long dlnow, long long ultotal, long long ulnow);

/// Loads libcurl once (thread-safe). 0 when it is usable; otherwise why not, in `reason`.
int ccurl_load(const char **reason);

void *ccurl_easy_init(void);
int ccurl_setopt_long(void *handle, int option, long value);
int ccurl_setopt_pointer(void *handle, int option, const void *value);
int ccurl_setopt_size(void *handle, int option, long long value);
int ccurl_set_write(void *handle, ccurl_data_callback callback, void *context);
int ccurl_set_header(void *handle, ccurl_data_callback callback, void *context);
int ccurl_set_progress(void *handle, ccurl_progress_callback callback, void *context);
/// Every socket the transfer opens is close-on-exec, so no process the tool starts inherits a connection.
int ccurl_set_close_on_exec(void *handle);
/// The transfer connects only to public addresses: an address that is loopback, private, link-local,
/// shared, multicast or reserved (IPv4 or IPv6, IPv4 inside IPv6 included) is refused as it is about
/// to be connected to, whatever name it came from, and `*refused` is set to 1. Not when the
/// environment names a proxy for it (`https_proxy`, `HTTPS_PROXY`, `http_proxy` for http, `all_proxy`,
/// `ALL_PROXY`): the proxy connects then, and its own address may well be private. Returns 1 then,
/// 0 when the check is on, a libcurl error code otherwise.
int ccurl_public_addresses_only(void *handle, int https, int *refused);
int ccurl_perform(void *handle);
long ccurl_response_code(void *handle);
/// Bytes of the request body the last transfer sent (libcurl 7.55 and later); -1 when libcurl cannot say.
long long ccurl_uploaded_bytes(void *handle);
void ccurl_cleanup(void *handle);
/// Back to a new handle's options, keeping its open connections, DNS and TLS session caches.
void ccurl_reset(void *handle);
void *ccurl_slist_append(void *list, const char *text);
void ccurl_slist_free(void *list);

#endif
