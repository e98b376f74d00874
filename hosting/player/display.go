package player

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
)

// noDisplayAdvice ends every ErrNoDisplay line: what to do instead.
const noDisplayAdvice = "play headless with --frames N or --server (serve an agent with --mcp-http ADDR --mcp-headless), or run under xvfb-run"

// displayFilter passes a window program's standard error through to w line
// by line, except a panic of GLFW that could not open the display (Ebitengine
// opens it in its package initialisation, before the program can check): that
// line and the stack trace after it are held back, and failed reports it.
type displayFilter struct {
	w       io.Writer
	mu      sync.Mutex
	line    []byte
	dropped bool // a display panic (displayPanic) was seen
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
	if !f.dropped && displayPanic(line) {
		f.dropped = true
		f.failed = strings.TrimSpace(string(line))
	}
	if !f.dropped {
		f.w.Write(line)
	}
}

// glfwNoDisplay are the starts of what GLFW (through Ebitengine's package
// initialisation) says when it cannot open the display: DISPLAY naming one
// that does not answer, and DISPLAY unset (GLFW 3.3's X11 messages).
var glfwNoDisplay = [][]byte{[]byte("Failed to open display"), []byte("The DISPLAY environment variable is missing")}

// displayPanic reports whether line is GLFW saying it cannot open the display.
func displayPanic(line []byte) bool {
	for _, m := range glfwNoDisplay {
		if bytes.Contains(line, m) {
			return true
		}
	}
	return false
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
