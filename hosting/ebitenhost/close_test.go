//go:build linux

package ebitenhost_test

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"
)

// TestCloseWindowEndsRun plays a game in real time in a child process, closes its
// window as a window manager would (a WM_DELETE_WINDOW client message, sent with
// jezek/xgb, which Ebitengine itself uses on X11), and checks that Run returned nil.
func TestCloseWindowEndsRun(t *testing.T) {
	dir, _ := testGame(t)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%s|0|", helperEnv, dir))
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
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
			select {
			case <-done:
			case <-time.After(5 * time.Second):
				t.Errorf("the host did not end 5 s after it was killed")
			}
		}
	}()
	x, err := xgb.NewConn()
	if err != nil {
		t.Skipf("cannot talk to the X server: %v", err)
	}
	defer x.Close()
	var win xproto.Window
	for deadline := time.Now().Add(10 * time.Second); win == 0; time.Sleep(100 * time.Millisecond) {
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			<-done
			t.Fatalf("no window titled \"Host test\" after 10 s; output:\n%s", out.String())
		}
		win = findWindow(x, xproto.Setup(x).DefaultScreen(x).Root, "Host test")
	}
	time.Sleep(time.Second) // some frames in real time
	protocols, deleteWindow := atom(t, x, "WM_PROTOCOLS"), atom(t, x, "WM_DELETE_WINDOW")
	data := make([]byte, 20)
	binary.LittleEndian.PutUint32(data, uint32(deleteWindow))
	ev := xproto.ClientMessageEvent{Format: 32, Window: win, Type: protocols,
		Data: xproto.ClientMessageDataUnionData8New(data)}
	// close the window once a second (a request that comes before Ebitengine's loop
	// watches for it may be missed) until the host ends, for at most 10 s
	for i := range 10 {
		err := xproto.SendEventChecked(x, false, win, xproto.EventMaskNoEvent, string(ev.Bytes())).Check()
		if err != nil && i == 0 {
			t.Fatalf("sending WM_DELETE_WINDOW: %v", err)
		} // later, the window may be gone already while the host ends
		select {
		case <-done:
			if waitErr != nil {
				t.Errorf("the host ended with %v after its window was closed, want a clean exit; output:\n%s", waitErr, out.String())
			}
			return
		case <-time.After(time.Second):
		}
	}
	cmd.Process.Kill()
	<-done // cmd.WaitDelay bounds the wait; out is not written to after it
	t.Fatalf("the host still ran 10 s after its window was closed; output:\n%s", out.String())
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
