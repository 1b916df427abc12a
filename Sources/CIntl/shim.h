/*
 * gettext, from the C library (glibc carries libintl), for the app's
 * platform-neutral core: Swift's Glibc module does not export it.
 */
#ifndef TUNNEL_CINTL_SHIM_H
#define TUNNEL_CINTL_SHIM_H
#include <libintl.h>
#include <locale.h>
#endif
