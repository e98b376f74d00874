// Package display tells whether a program can open a window: on Linux and the
// BSDs, whether X11's DISPLAY or Wayland's WAYLAND_DISPLAY names a display that
// answers. It imports only the standard library, so a program can ask before a
// package that opens the display is initialised: Ebitengine v2.8 opens it in
// its package initialisation and panics, before main, where there is none.
// griff-player asks before it starts its window program (package
// hosting/player), and the window program cmd/griff-window asks in a package
// initialised before Ebitengine's.
package display

import (
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	goruntime "runtime"
	"strconv"
	"strings"
	"time"
)

// ErrNoDisplay is wrapped by the error Check returns when there is no display
// to open a window on.
var ErrNoDisplay = errors.New("no display to open a window on")

// dialTimeout bounds the wait for an X server on another host.
const dialTimeout = 2 * time.Second

// Check returns nil when a window can be opened, else an error wrapping
// ErrNoDisplay, in one line, that says why in parentheses: on the systems whose
// displays the environment names (Linux and the BSDs), DISPLAY and
// WAYLAND_DISPLAY are both unset, or the one set cannot be reached (no Wayland
// socket $XDG_RUNTIME_DIR/$WAYLAND_DISPLAY; no X server answering on the socket
// DISPLAY names: unix /tmp/.X11-unix/X<N> for ":N", TCP port 6000+N on the host
// for "host:N", waiting at most 2 s). A stale DISPLAY (an ssh session's, an X
// server since stopped) would otherwise make a window program panic too.
// macOS, Windows, iOS, Android and a browser always have one: nil.
func Check() error {
	switch goruntime.GOOS {
	case "darwin", "windows", "js", "ios", "android":
		return nil
	}
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		return fmt.Errorf("%w (DISPLAY and WAYLAND_DISPLAY are unset)", ErrNoDisplay)
	}
	if why := unreachable(); why != "" {
		return fmt.Errorf("%w (%s)", ErrNoDisplay, why)
	}
	return nil
}

// unreachable returns why the display the environment names cannot be
// reached ("" if it can, or if the check cannot tell): a Wayland socket
// that exists, or an X server answering at DISPLAY.
func unreachable() string {
	var why []string
	if w := os.Getenv("WAYLAND_DISPLAY"); w != "" {
		path := w
		if !filepath.IsAbs(path) {
			path = filepath.Join(os.Getenv("XDG_RUNTIME_DIR"), w)
		}
		if _, err := os.Stat(path); err == nil {
			return ""
		}
		why = append(why, fmt.Sprintf("WAYLAND_DISPLAY=%s: no socket %s", w, path))
	}
	if d := os.Getenv("DISPLAY"); d != "" {
		msg := unreachableX(d)
		if msg == "" {
			return ""
		}
		why = append(why, fmt.Sprintf("DISPLAY=%s: %s", d, msg))
	}
	return strings.Join(why, "; ")
}

// unreachableX returns why no X server answers at display d ("[host]:N[.S]"),
// or "" if one does or d is in a form this check does not know.
func unreachableX(d string) string {
	i := strings.LastIndexByte(d, ':')
	if i < 0 || strings.HasPrefix(d, "/") { // not host:N, or a launchd socket path
		return ""
	}
	host := d[:i]
	num, _, _ := strings.Cut(d[i+1:], ".") // the screen number does not matter
	n, err := strconv.Atoi(num)
	if err != nil || n < 0 {
		return ""
	}
	if host == "" || host == "unix" {
		path := fmt.Sprintf("/tmp/.X11-unix/X%d", n)
		for _, addr := range []string{"@" + path, path} { // Linux's abstract socket, then the file
			if c, err := net.DialTimeout("unix", addr, dialTimeout); err == nil {
				c.Close()
				return ""
			}
		}
		return "no X server answers at " + path
	}
	addr := net.JoinHostPort(strings.TrimSuffix(host, "/tcp"), strconv.Itoa(6000+n))
	c, err := net.DialTimeout("tcp", addr, dialTimeout)
	if err != nil {
		return "no X server answers at " + addr
	}
	c.Close()
	return ""
}

// windowProgram is griff-player's window program, whose line also names the
// headless way to play: griff-window links Ebitengine, so it needs a display
// whatever it is asked; griff-player does not.
const windowProgram = "griff-window"

// Line is the one line a window program prints before it exits when Check
// fails with err: the program's name (the base of path, its os.Args[0],
// without ".exe"), err, and what to do instead (for griff-window, also the
// headless griff-player; for a game's own window player, a desktop or
// xvfb-run).
func Line(path string, err error) string {
	name := strings.TrimSuffix(filepath.Base(path), ".exe")
	advice := "run it on a desktop, or under xvfb-run"
	if name == windowProgram {
		advice = "run it under xvfb-run, or play headless with griff-player --frames N or --server, which needs none"
	}
	return fmt.Sprintf("%s: %v: %s", name, err, advice)
}
