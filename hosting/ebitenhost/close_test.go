//go:build linux

package ebitenhost_test

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"sync"
	"testing"
	"time"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"
)

// watchedOutput keeps a child's output and closes seen when a line holds
// readyLine. It is safe for concurrent use.
type watchedOutput struct {
	mu   sync.Mutex
	b    bytes.Buffer
	seen chan struct{}
	once sync.Once
}

func (w *watchedOutput) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.b.Write(p)
	if bytes.Contains(w.b.Bytes(), []byte(readyLine+"\n")) {
		w.once.Do(func() { close(w.seen) })
	}
	return len(p), nil
}

func (w *watchedOutput) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.String()
}

// hostBound bounds each wait on the child (its start, its end): only a host
// that hangs reaches it, so it is long enough for a loaded machine.
const hostBound = 2 * time.Minute

// TestCloseWindowEndsRun plays a game in real time in a child process, closes its
// window as a window manager would (a WM_DELETE_WINDOW client message, sent with
// jezek/xgb, which Ebitengine itself uses on X11), and checks that Run returned nil.
// The message is sent once, after the game said it took its 10th step (so
// Ebitengine's loop watches the window's events), and nothing waits on a
// timer but the bounds of a host that hangs.
func TestCloseWindowEndsRun(t *testing.T) {
	dir, _ := testGame(t)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%s|0|", helperEnv, dir), readyEnv+"=1")
	out := &watchedOutput{seen: make(chan struct{})}
	cmd.Stdout, cmd.Stderr = out, out
	cmd.WaitDelay = 2 * time.Second
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var waitErr error
	done := make(chan struct{}) // closed when the host has ended, waitErr set
	go func() { waitErr = cmd.Wait(); close(done) }()
	defer func() {
		select {
		case <-done:
		default:
			cmd.Process.Kill()
			<-done // cmd.WaitDelay bounds the wait
		}
	}()
	select {
	case <-out.seen:
	case <-done:
		t.Fatalf("the host ended before its game stepped: %v; output:\n%s", waitErr, out.String())
	case <-time.After(hostBound):
		t.Fatalf("the game took no %d steps in %v; output:\n%s", readyStep, hostBound, out.String())
	}
	x, err := xgb.NewConn()
	if err != nil {
		t.Skipf("cannot talk to the X server: %v", err)
	}
	defer x.Close()
	win := findWindow(x, xproto.Setup(x).DefaultScreen(x).Root, "Host test")
	if win == 0 {
		t.Fatalf("no window titled \"Host test\" while its game steps; output:\n%s", out.String())
	}
	protocols, deleteWindow := atom(t, x, "WM_PROTOCOLS"), atom(t, x, "WM_DELETE_WINDOW")
	data := make([]byte, 20)
	binary.LittleEndian.PutUint32(data, uint32(deleteWindow))
	ev := xproto.ClientMessageEvent{Format: 32, Window: win, Type: protocols,
		Data: xproto.ClientMessageDataUnionData8New(data)}
	if err := xproto.SendEventChecked(x, false, win, xproto.EventMaskNoEvent, string(ev.Bytes())).Check(); err != nil {
		t.Fatalf("sending WM_DELETE_WINDOW: %v", err)
	}
	select {
	case <-done:
		if waitErr != nil {
			t.Errorf("the host ended with %v after its window was closed, want a clean exit; output:\n%s", waitErr, out.String())
		}
	case <-time.After(hostBound):
		t.Fatalf("the host still ran %v after its window was closed; output:\n%s", hostBound, out.String())
	}
}

func atom(t *testing.T, x *xgb.Conn, name string) xproto.Atom {
	r, err := xproto.InternAtom(x, false, uint16(len(name)), name).Reply()
	if err != nil {
		t.Fatal(err)
	}
	return r.Atom
}

// findWindow returns the first window under w whose WM_NAME is title, or 0.
func findWindow(x *xgb.Conn, w xproto.Window, title string) xproto.Window {
	if p, err := xproto.GetProperty(x, false, w, xproto.AtomWmName, xproto.AtomAny, 0, 256).Reply(); err == nil && string(p.Value) == title {
		return w
	}
	tree, err := xproto.QueryTree(x, w).Reply()
	if err != nil {
		return 0
	}
	for _, c := range tree.Children {
		if f := findWindow(x, c, title); f != 0 {
			return f
		}
	}
	return 0
}
