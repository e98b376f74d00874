//go:build linux

package ebitenhost_test

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"
	"github.com/jezek/xgb/xtest"
)

// TestKeyboardReachesTheGame plays the built-in game (which opens on a title menu
// whose focus moves down from Play while Down is held) for a fixed number of frames
// twice without input, which must give the same last frame, and once with the Down
// arrow key held through the X server's XTEST extension, which must not.
func TestKeyboardReachesTheGame(t *testing.T) {
	const frames = 120
	x, err := xgb.NewConn()
	if err != nil {
		t.Skipf("cannot talk to the X server: %v", err)
	}
	defer x.Close()
	if err := xtest.Init(x); err != nil {
		t.Skipf("the X server has no XTEST extension: %v", err)
	}
	still1, still2 := screenshot(t, "", frames), screenshot(t, "", frames)
	if !sameImage(still1, still2) {
		t.Fatalf("two runs of %d frames without input gave different pictures; the game is not deterministic", frames)
	}
	down := keycode(t, x, 0xff54) // XK_Down
	moved := withKeyHeld(t, x, down, frames)
	if sameImage(still1, moved) {
		t.Errorf("holding the Down arrow key changed nothing on the screen; the keyboard does not reach the game")
	}
}

func sameImage(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			if rgbaAt(a, x, y) != rgbaAt(b, x, y) {
				return false
			}
		}
	}
	return true
}

// keycode returns the keycode that types keysym sym.
func keycode(t *testing.T, x *xgb.Conn, sym xproto.Keysym) xproto.Keycode {
	setup := xproto.Setup(x)
	n := byte(setup.MaxKeycode - setup.MinKeycode + 1)
	m, err := xproto.GetKeyboardMapping(x, setup.MinKeycode, n).Reply()
	if err != nil {
		t.Fatal(err)
	}
	per := int(m.KeysymsPerKeycode)
	for i, s := range m.Keysyms {
		if s == sym {
			return setup.MinKeycode + xproto.Keycode(i/per)
		}
	}
	t.Skipf("no keycode for keysym %#x", sym)
	return 0
}

// withKeyHeld plays the built-in game, holding key from when its window appears until
// it ends, and returns the last frame.
func withKeyHeld(t *testing.T, x *xgb.Conn, key xproto.Keycode, frames int) image.Image {
	out := filepath.Join(t.TempDir(), "shot.png")
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%s|%d|%s", helperEnv, "", frames, out))
	var log bytes.Buffer
	cmd.Stdout, cmd.Stderr = &log, &log
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	root := xproto.Setup(x).DefaultScreen(x).Root
	var win xproto.Window
	for deadline := time.Now().Add(10 * time.Second); win == 0 && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		win = findWindow(x, root, "Griff Meadow")
	}
	if win == 0 {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("no window of the built-in game appeared; output:\n%s", log.String())
	}
	if g, err := xproto.GetGeometry(x, xproto.Drawable(win)).Reply(); err == nil {
		c, _ := xproto.TranslateCoordinates(x, win, root, int16(g.Width/2), int16(g.Height/2)).Reply()
		if c != nil {
			xtest.FakeInputChecked(x, xproto.MotionNotify, 0, 0, root, c.DstX, c.DstY, 0).Check()
		}
	}
	xproto.SetInputFocusChecked(x, xproto.InputFocusPointerRoot, win, xproto.TimeCurrentTime).Check()
	xtest.FakeInputChecked(x, xproto.KeyPress, byte(key), 0, root, 0, 0, 0).Check()
	err := cmd.Wait()
	xtest.FakeInputChecked(x, xproto.KeyRelease, byte(key), 0, root, 0, 0, 0).Check()
	if err != nil {
		t.Fatalf("the host failed: %v\n%s", err, log.String())
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	return img
}
