package tests

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"os/exec"
	"regexp"
	"syscall"
	"testing"
	"time"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestWindowServesAgent runs griff-player --mcp-http on the built-in game
// under Xvfb: the game plays in the window while an MCP client over HTTP
// steps it (the calls run between the window's frames). The X pointer rests
// over the title menu's Settings button, as it does where a window opens
// under a resting mouse; the test checks that it takes no focus, so the
// agent's UIAccept starts Play (it opened Settings before the window held a
// resting cursor back). Then a press of right walks the player, run lets the
// window play, a snapshot saved and loaded puts the game back to its tick, a
// screenshot is a picture of the game's size, and SIGTERM ends the window and
// the server cleanly.
func TestWindowServesAgent(t *testing.T) {
	x := placePointer(t, 640, 360) // the middle of Xvfb's 1280×720 screen
	bin := buildWindowPlayer(t, t.TempDir())
	wp := startWindowAgent(t, bin)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil).
		Connect(ctx, &mcp.StreamableClientTransport{Endpoint: wp.endpoint}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	windowTitle(t, ctx, cs, x)
	windowPlay(t, ctx, cs)
	agentScreenshot(t, ctx, cs)
	cs.Close()
	wp.terminate(t)
}

// windowPlayer is a griff-player serving its window's game over MCP.
type windowPlayer struct {
	cmd      *exec.Cmd
	endpoint string
	ended    func() string // the player's stderr, once it has ended
}

// startWindowAgent starts bin --mcp-http on the built-in game and waits until
// it says where it serves; the player is killed when the test ends.
func startWindowAgent(t *testing.T, bin string) *windowPlayer {
	t.Helper()
	cmd := exec.Command(bin, "--mcp-http", "127.0.0.1:0")
	stderr, pw := io.Pipe() // not StderrPipe: Wait must not close it while it is read
	cmd.Stderr = pw
	var out bytes.Buffer // stderr's lines; read only after scanned is closed
	scanned := make(chan struct{})
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill() })
	addr := make(chan string, 1)
	go func() {
		defer close(scanned)
		re := regexp.MustCompile(`over MCP at http://(\S+) while it plays in the window`)
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			out.WriteString(sc.Text() + "\n")
			if m := re.FindStringSubmatch(sc.Text()); m != nil {
				addr <- m[1]
			}
		}
	}()
	wp := &windowPlayer{cmd: cmd, ended: func() string {
		pw.Close()
		<-scanned
		return out.String()
	}}
	select {
	case a := <-addr:
		wp.endpoint = "http://" + a
	case <-time.After(60 * time.Second):
		t.Fatalf("griff-player did not say where it serves within 60 s")
	}
	return wp
}

// terminate sends SIGTERM and checks the player ends cleanly within 20 s.
func (wp *windowPlayer) terminate(t *testing.T) {
	wp.cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan error, 1)
	go func() { done <- wp.cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("griff-player exited with %v after SIGTERM:\n%s", err, wp.ended())
		}
	case <-time.After(20 * time.Second):
		wp.cmd.Process.Kill()
		<-done
		t.Fatalf("griff-player still runs 20 s after SIGTERM:\n%s", wp.ended())
	}
}

// windowPlayerX is the player's x from the playtest report.
func windowPlayerX(t *testing.T, ctx context.Context, cs *mcp.ClientSession) float64 {
	t.Helper()
	var r struct {
		Facts []struct{ Value struct{ X float64 } }
	}
	if agentCall(t, ctx, cs, "playtest_report", nil, &r); len(r.Facts) == 0 {
		t.Fatalf("the playtest report has no facts")
	}
	return r.Facts[0].Value.X
}

// titlePanel is what find_entity says of a panel.
type titlePanel struct {
	Components struct {
		Panel struct {
			Open  bool
			Focus int
		} `json:"Griff.Panel"`
	}
}

// windowTitle checks, on the title menu (which pauses gameplay), that steps
// run between the window's frames, that right moves nobody, that the pointer
// x shows rests over Settings and that Play keeps the focus; then it presses
// UIAccept and checks the title menu closed.
func windowTitle(t *testing.T, ctx context.Context, cs *mcp.ClientSession, x *xgb.Conn) {
	x0 := windowPlayerX(t, ctx, cs)
	agentCall(t, ctx, cs, "press", map[string]any{"action": "right"}, nil)
	var w struct{ Tick int }
	if agentCall(t, ctx, cs, "step", map[string]any{"steps": 60}, &w); w.Tick < 60 {
		t.Errorf("after step 60 the window's game is at tick %d, want at least 60", w.Tick)
	}
	agentCall(t, ctx, cs, "release", map[string]any{"action": "right"}, nil)
	if x := windowPlayerX(t, ctx, cs); x != x0 {
		t.Errorf("the player moved from x %v to %v under the paused title menu", x0, x)
	}
	var play, settings struct {
		ID         int
		X, Y       float64
		Components struct {
			Widget struct{ Size [2]float64 } `json:"Griff.Widget"`
		}
	}
	agentCall(t, ctx, cs, "find_entity", map[string]any{"name": "Title/Play"}, &play)
	agentCall(t, ctx, cs, "find_entity", map[string]any{"name": "Title/Settings"}, &settings)
	at := pointerInWindow(t, x, 480, 270)
	sz := settings.Components.Widget.Size
	if !(at[0] >= settings.X && at[0] < settings.X+sz[0] && at[1] >= settings.Y && at[1] < settings.Y+sz[1]) {
		t.Fatalf("the pointer rests at %v in the game, not over Settings (%v, %v, size %v): the test checks nothing",
			at, settings.X, settings.Y, sz)
	}
	var title titlePanel
	if agentCall(t, ctx, cs, "find_entity", map[string]any{"name": "Title"}, &title); title.Components.Panel.Focus != play.ID {
		t.Errorf("the title menu focuses entity %d, want Play (%d): the resting pointer over Settings took focus",
			title.Components.Panel.Focus, play.ID)
	}
	agentCall(t, ctx, cs, "press", map[string]any{"action": "UIAccept"}, nil)
	agentCall(t, ctx, cs, "step", map[string]any{"steps": 1}, nil)
	agentCall(t, ctx, cs, "release", map[string]any{"action": "UIAccept"}, nil)
	agentCall(t, ctx, cs, "step", map[string]any{"steps": 2}, nil)
	if agentCall(t, ctx, cs, "find_entity", map[string]any{"name": "Title"}, &title); title.Components.Panel.Open {
		t.Fatalf("the title menu is still open after the agent's UIAccept (focus %d)", title.Components.Panel.Focus)
	}
}

// windowPlay checks, in play, that right walks the player, that run lets the
// window play, and that loading a snapshot puts the game back to its tick.
func windowPlay(t *testing.T, ctx context.Context, cs *mcp.ClientSession) {
	x1 := windowPlayerX(t, ctx, cs)
	agentCall(t, ctx, cs, "press", map[string]any{"action": "right"}, nil)
	agentCall(t, ctx, cs, "step", map[string]any{"steps": 60}, nil)
	agentCall(t, ctx, cs, "release", map[string]any{"action": "right"}, nil)
	if x := windowPlayerX(t, ctx, cs); !(x > x1+10) {
		t.Errorf("after Play and 60 steps of right the player is at x %v, was %v: want it walked right", x, x1)
	}
	var saved, ran, loaded struct{ Tick int }
	agentCall(t, ctx, cs, "save_snapshot", map[string]any{"name": "here"}, &saved)
	if agentCall(t, ctx, cs, "run", map[string]any{"seconds": 0.5}, &ran); ran.Tick <= saved.Tick {
		t.Errorf("run 0.5 s went from tick %d to %d, want the window to play on", saved.Tick, ran.Tick)
	}
	if agentCall(t, ctx, cs, "load_snapshot", map[string]any{"name": "here"}, &loaded); loaded.Tick != saved.Tick {
		t.Errorf("load_snapshot put the game at tick %d, want the snapshot's %d", loaded.Tick, saved.Tick)
	}
}

// placePointer moves the X server's pointer to x, y on the root window and
// keeps the connection open until the test ends: Xvfb resets itself, pointer
// and all, when its last client goes, which undid the move of a connection
// closed before the window opened. It skips the test without an X server.
func placePointer(t *testing.T, x, y int16) *xgb.Conn {
	c, err := xgb.NewConn()
	if err != nil {
		t.Skipf("cannot talk to the X server: %v", err)
	}
	t.Cleanup(c.Close)
	root := xproto.Setup(c).DefaultScreen(c).Root
	if err := xproto.WarpPointerChecked(c, 0, root, 0, 0, 0, 0, x, y).Check(); err != nil {
		t.Fatalf("moving the pointer: %v", err)
	}
	return c
}

// pointerInWindow returns where the X pointer is in the logical pixels of a
// game w×h drawn in the top-level window under it, which must be a whole
// multiple of the game's size (no black bars).
func pointerInWindow(t *testing.T, c *xgb.Conn, w, h int) [2]float64 {
	t.Helper()
	root := xproto.Setup(c).DefaultScreen(c).Root
	p, err := xproto.QueryPointer(c, root).Reply()
	if err != nil || p.Child == 0 {
		t.Fatalf("the pointer is over no window (%v)", err)
	}
	g, err := xproto.GetGeometry(c, xproto.Drawable(p.Child)).Reply()
	if err != nil {
		t.Fatal(err)
	}
	if int(g.Width)*h != int(g.Height)*w || int(g.Width)%w != 0 {
		t.Fatalf("the window under the pointer is %d×%d, not a whole multiple of %d×%d", g.Width, g.Height, w, h)
	}
	scale := float64(int(g.Width) / w)
	return [2]float64{float64(p.RootX-g.X) / scale, float64(p.RootY-g.Y) / scale}
}
