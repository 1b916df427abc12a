/*
 * MIT-SHM for the app's base-map renderings
 * (TunnelApp/Window/Map/SharedMemory*.swift): a worker renders into a SysV
 * segment the X server reads in place.
 *
 * A module of its own, not a block in CGtk's shim: Xlib's names (Window,
 * Display, Screen, Status, Bool, None...) would clash with the Swift types
 * of every file that imports CGtk. Only the few files that need Xlib import
 * this one.
 *
 * The segment calls (shmget, shmat, shmdt, shmctl) are plain syscalls, safe
 * on any thread. Every call taking a Display runs on the thread that owns
 * the display (GTK's main thread: GDK3 does not call XInitThreads), and
 * traps X errors itself, since an untrapped one would abort a GDK app.
 */
#ifndef CXSHM_SHIM_H
#define CXSHM_SHIM_H

#include <sys/ipc.h>
#include <sys/shm.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XShm.h>
#include <cairo.h>
#include <cairo-xlib.h>

/* A new private segment of `bytes`, attached here at *address; -1 on failure.
 * It is marked for removal at once: Linux lets another process (the X
 * server) attach a segment so marked while this one has it attached, and
 * the kernel frees it when the last attachment goes, so no segment outlives
 * the processes using it, even one that exits before it was shown. */
static inline int cxshm_create(size_t bytes, void **address) {
    int id = shmget(IPC_PRIVATE, bytes, IPC_CREAT | 0600);
    if (id < 0) return -1;
    void *at = shmat(id, NULL, 0);
    shmctl(id, IPC_RMID, NULL);
    if (at == (void *)-1) return -1;
    *address = at;
    return id;
}
/* Detaches the segment at `address` from this process. */
static inline void cxshm_unmap(void *address) { shmdt(address); }

/* An error trap: errors of requests from `first` on are caught (the first
 * code kept), earlier ones go to the handler that was there before. No
 * round trip to start one, so a frame waits for the server only once. */
typedef int (*cxshm_error_handler)(Display *, XErrorEvent *);
typedef struct { cxshm_error_handler previous; unsigned long first; int error; } cxshm_trap;
static inline cxshm_trap *cxshm_current_trap(void) { static cxshm_trap trap; return &trap; }
static inline int cxshm_on_error(Display *display, XErrorEvent *event) {
    cxshm_trap *trap = cxshm_current_trap();
    if (event->serial < trap->first) return trap->previous ? trap->previous(display, event) : 0;
    if (trap->error == 0) trap->error = event->error_code;
    return 0;
}
static inline void cxshm_trap_push(Display *display) {
    cxshm_trap *trap = cxshm_current_trap();
    trap->first = NextRequest(display);
    trap->error = 0;
    trap->previous = XSetErrorHandler(cxshm_on_error);
}
/* Waits for the server, stops catching; the error code caught, or 0. */
static inline int cxshm_trap_pop(Display *display) {
    XSync(display, False);
    cxshm_trap *trap = cxshm_current_trap();
    XSetErrorHandler(trap->previous);
    return trap->error;
}

/* The visual a cairo RGB24 image's pixels are in on `screen`: its default
 * visual when that is 24-bit TrueColor, x8r8g8b8 in 32-bit words of this
 * machine's byte order; else NULL. */
static inline Visual *cxshm_rgb24_visual(Display *display, Screen *screen) {
    Visual *visual = DefaultVisualOfScreen(screen);
    if (DefaultDepthOfScreen(screen) != 24 || visual->class != TrueColor) return NULL;
    if (visual->red_mask != 0xff0000 || visual->green_mask != 0xff00 || visual->blue_mask != 0xff) return NULL;
    const unsigned one = 1;
    int lsb = *(const unsigned char *)&one == 1;
    if (ImageByteOrder(display) != (lsb ? LSBFirst : MSBFirst)) return NULL;
    int count = 0, bits = 0;
    XPixmapFormatValues *formats = XListPixmapFormats(display, &count);
    for (int i = 0; i < count; i++) if (formats[i].depth == 24) bits = formats[i].bits_per_pixel;
    if (formats) XFree(formats);
    return bits == 32 ? visual : NULL;
}

/* What the server does with shared memory: 0 nothing, 1 images (XShmPutImage),
 * 2 images and ZPixmap pixmaps over a segment (XShmCreatePixmap). Attaches a
 * small probe segment once, with a round trip, the way cairo-xlib does: a
 * remote server, or one not allowed to map this process's segments, fails
 * here, so later attaches need no round trip of their own. */
static inline int cxshm_support(Display *display) {
    int major = 0, minor = 0;
    Bool pixmaps = False;
    if (!XShmQueryVersion(display, &major, &minor, &pixmaps)) return 0;
    void *address = NULL;
    int id = cxshm_create(4096, &address);
    if (id < 0) return 0;
    XShmSegmentInfo info = { 0, id, address, False };
    cxshm_trap_push(display);
    Status sent = XShmAttach(display, &info);
    if (sent) XShmDetach(display, &info);
    int failed = cxshm_trap_pop(display) != 0 || !sent;
    shmctl(id, IPC_RMID, NULL);
    shmdt(address);
    if (failed) return 0;
    return pixmaps && XShmPixmapFormat(display) == ZPixmap ? 2 : 1;
}

/* Attaches segment `id` (mapped here at `address`) to the server, and with
 * `depth` > 0 makes a `width`×`height` pixmap of that depth over it (returned;
 * else 0). No round trip: the server attaches when it gets to the request,
 * before any later one that uses the segment; cxshm_support vouched for it. */
static inline Pixmap cxshm_attach(Display *display, Screen *screen, XShmSegmentInfo *info, int id, void *address,
                                  unsigned width, unsigned height, unsigned depth) {
    info->shmseg = 0;
    info->shmid = id;
    info->shmaddr = address;
    info->readOnly = False;
    XShmAttach(display, info);
    if (depth == 0) return 0;
    return XShmCreatePixmap(display, RootWindowOfScreen(screen), address, info, width, height, depth);
}

/* Copies the attached segment's `width`×`height` 32-bit pixels into
 * `drawable` at its origin; 1 if sent. The server reads the segment when it
 * gets to the request, before a later detach. */
static inline int cxshm_put_image(Display *display, Drawable drawable, Visual *visual, XShmSegmentInfo *info,
                                  unsigned width, unsigned height) {
    XImage *image = XShmCreateImage(display, visual, 24, ZPixmap, info->shmaddr, info, width, height);
    if (image == NULL) return 0;
    int ok = image->bits_per_pixel == 32 && image->bytes_per_line == (int)width * 4;
    if (ok) {
        GC gc = XCreateGC(display, drawable, 0, NULL);
        XShmPutImage(display, drawable, gc, image, 0, 0, 0, 0, width, height, False);
        XFreeGC(display, gc);
    }
    /* The pixels are the segment's, not Xlib's to free. */
    image->data = NULL;
    XDestroyImage(image);
    return ok;
}

/* The serial of the next request on `display`: a request sent now is
 * known processed once cxshm_processed reaches it. */
static inline unsigned long cxshm_next_request(Display *display) { return NextRequest(display); }

/* Waits for the server only if it may not have processed request `serial`
 * yet (it has when a reply or event read since then carries a later one):
 * a segment the server has not attached yet must stay mapped here, or the
 * kernel frees it (it is marked for removal) before the server maps it. */
static inline void cxshm_wait_for(Display *display, unsigned long serial) {
    if ((long)(LastKnownRequestProcessed(display) - serial) < 0) XSync(display, False);
}

/* Frees `pixmap` (if not 0) and detaches the segment from the server.
 * No round trip: the server has the segment mapped on its own, and the
 * kernel frees it (marked for removal) only when the server's detach and
 * this process's shmdt are both done, so unmapping it here at once is safe.
 * No flush either: called inside a frame, a flush waits for the server to
 * read what is queued ahead (1-4 ms at 2x while it draws the last frame);
 * the requests go out with GDK's flush at the frame's end. */
static inline void cxshm_detach(Display *display, XShmSegmentInfo *info, Pixmap pixmap) {
    if (pixmap != 0) XFreePixmap(display, pixmap);
    XShmDetach(display, info);
}

#endif
