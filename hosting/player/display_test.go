package player

import (
	"errors"
	"fmt"
	"os"
	goruntime "runtime"
	"strings"
	"testing"
)

// A DISPLAY no X server serves is one line naming it, like no DISPLAY.
func TestStaleDisplayIsOneLine(t *testing.T) {
	for _, d := range []string{":77", "unix:77.0", "127.0.0.1:77"} {
		t.Setenv("DISPLAY", d)
		t.Setenv("WAYLAND_DISPLAY", "")
		err := needDisplay()
		if err == nil && goruntime.GOOS != "linux" {
			t.Skip("this system may need no DISPLAY")
		}
		if _, serr := os.Stat("/tmp/.X11-unix/X77"); serr == nil {
			t.Skip("this system serves display :77")
		}
		if err == nil {
			t.Fatalf("DISPLAY=%s: needDisplay() = nil, want an error", d)
		}
		msg := err.Error()
		if !errors.Is(err, ErrNoDisplay) || strings.Contains(msg, "\n") || !strings.Contains(msg, "DISPLAY="+d+":") ||
			!strings.Contains(msg, "xvfb-run") {
			t.Errorf("DISPLAY=%s: needDisplay() = %q, want one line wrapping ErrNoDisplay naming the DISPLAY and xvfb-run", d, msg)
		}
	}
	t.Setenv("DISPLAY", "")
	t.Setenv("XDG_RUNTIME_DIR", t.TempDir())
	t.Setenv("WAYLAND_DISPLAY", "wayland-9")
	if err := needDisplay(); err == nil || !strings.Contains(err.Error(), "WAYLAND_DISPLAY=wayland-9: no socket") {
		t.Errorf("WAYLAND_DISPLAY with no socket: needDisplay() = %v", err)
	}
}

// glfwPanic is what the window program prints when Ebitengine's package
// initialisation cannot open the display.
const glfwPanic = "glfw: X11: Failed to open display :77: a platform-specific error occurred\n" +
	"panic: glfw: The GLFW library is not initialized: the GLFW library is not initialized\n\n" +
	"goroutine 1 [running]:\ngithub.com/hajimehoshi/ebiten/v2/internal/ui.init.0()\n"

// The test binary, run as a window program that prints a line and then dies
// as Ebitengine does without a display.
func TestMain(m *testing.M) {
	if os.Getenv("GRIFF_TEST_GLFW_PANIC") == "1" {
		fmt.Fprint(os.Stderr, "a line of the game\n"+glfwPanic)
		os.Exit(2)
	}
	os.Exit(m.Run())
}

// A window program that dies for want of a display gives the one
// ErrNoDisplay line, with the output before the panic and without the trace.
func TestWindowChildDisplayPanic(t *testing.T) {
	t.Setenv("GRIFF_TEST_GLFW_PANIC", "1")
	t.Setenv("DISPLAY", ":77")
	var stdout, stderr strings.Builder
	err := runWindowChild(os.Args[0], nil, &stdout, &stderr)
	if !errors.Is(err, ErrNoDisplay) || !strings.Contains(err.Error(), "DISPLAY=:77") || strings.Contains(err.Error(), "\n") {
		t.Errorf("runWindowChild = %v, want one line wrapping ErrNoDisplay naming DISPLAY=:77", err)
	}
	if got := stderr.String(); got != "a line of the game\n" {
		t.Errorf("the program's standard error came through as %q, want only the line before the panic", got)
	}
}

// With DISPLAY unset GLFW says so in other words: held back the same way.
func TestDisplayFilterDisplayUnset(t *testing.T) {
	var out strings.Builder
	f := &displayFilter{w: &out}
	f.Write([]byte("a line of the game\nglfw: X11: The DISPLAY environment variable is missing: a platform-specific error occurred\npanic: glfw: The GLFW library is not initialized\n"))
	f.Close()
	if _, lost := f.displayLost(); !lost || out.String() != "a line of the game\n" {
		t.Errorf("DISPLAY unset: lost %v, passed %q; want the display reported lost and only the line before it", lost, out.String())
	}
}

// Output without the panic passes through whole, in pieces of any size.
func TestDisplayFilterPassesOtherOutput(t *testing.T) {
	var out strings.Builder
	f := &displayFilter{w: &out}
	text := "one\ntwo: panic: other\nthree without a newline"
	for i := range len(text) {
		f.Write([]byte(text[i : i+1]))
	}
	f.Close()
	if out.String() != text {
		t.Errorf("filtered %q, want %q", out.String(), text)
	}
	if err, lost := f.displayLost(); lost {
		t.Errorf("displayLost() = %v for output without the display panic", err)
	}
}
