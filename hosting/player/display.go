package player

import (
	"bytes"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

// noDisplayAdvice ends every ErrNoDisplay line: what to do instead.
const noDisplayAdvice = "play headless with --frames N or --server (serve an agent with --mcp-http ADDR --mcp-headless), or run under xvfb-run"

// displayDialTimeout bounds the wait for an X server on another host.
const displayDialTimeout = 2 * time.Second

// unreachableDisplay returns why the display the environment names cannot be
// reached ("" if it can, or if the check cannot tell): a Wayland socket
// $XDG_RUNTIME_DIR/$WAYLAND_DISPLAY that exists, or an X server answering
// on the socket DISPLAY names (unix /tmp/.X11-unix/X<N> for ":N", TCP port
// 6000+N on the host for "host:N"). A stale DISPLAY (an ssh session's, an X
// server since stopped) would otherwise make the window program panic.
func unreachableDisplay() string {
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
			if c, err := net.DialTimeout("unix", addr, displayDialTimeout); err == nil {
				c.Close()
				return ""
			}
		}
		return "no X server answers at " + path
	}
	addr := net.JoinHostPort(strings.TrimSuffix(host, "/tcp"), strconv.Itoa(6000+n))
	c, err := net.DialTimeout("tcp", addr, displayDialTimeout)
	if err != nil {
		return "no X server answers at " + addr
	}
	c.Close()
	return ""
}

// displayFilter passes a window program's standard error through to w line
// by line, except a panic of GLFW that could not open the display (Ebitengine
// opens it in its package initialisation, before the program can check): that
// line and the stack trace after it are held back, and failed reports it.
type displayFilter struct {
	w       io.Writer
	mu      sync.Mutex
	line    []byte
	dropped bool // a "Failed to open display" panic was seen
	failed  string
}

func (f *displayFilter) Write(p []byte) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	n := len(p)
	for len(p) > 0 {
		i := bytes.IndexByte(p, '\n')
		if i < 0 {
			f.line = append(f.line, p...)
			break
		}
		f.line = append(f.line, p[:i+1]...)
		p = p[i+1:]
		f.flush()
	}
	return n, nil
}

// flush writes the line held, unless it is (or follows) the display panic.
func (f *displayFilter) flush() {
	line := f.line
	f.line = f.line[:0]
	if len(line) == 0 {
		return
	}
	if !f.dropped && bytes.Contains(line, []byte("Failed to open display")) {
		f.dropped = true
		f.failed = strings.TrimSpace(string(line))
	}
	if !f.dropped {
		f.w.Write(line)
	}
}

// Close writes what is held of an unfinished last line.
func (f *displayFilter) Close() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.flush()
}

// displayLost reports whether the program's output said it could not open
// the display, and the error to give in place of its trace.
func (f *displayFilter) displayLost() (error, bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if !f.dropped {
		return nil, false
	}
	what := "the window program could not open it"
	if d := os.Getenv("DISPLAY"); d != "" {
		what = fmt.Sprintf("DISPLAY=%s: the window program could not open it", d)
	}
	return fmt.Errorf("%w (%s): %s", ErrNoDisplay, what, noDisplayAdvice), true
}
