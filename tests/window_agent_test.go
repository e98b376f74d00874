package tests

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"image/png"
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
// presses right and steps it (the calls run between the window's frames), the
// player stays put under the title menu, a screenshot is a PNG of the game's size, and SIGTERM
// ends the window and the server cleanly.
func TestWindowServesAgent(t *testing.T) {
	parkPointer(t)
	bin := buildWindowPlayer(t, t.TempDir())
	cmd := exec.Command(bin, "--mcp-http", "127.0.0.1:0")
	stderr, pw := io.Pipe() // not StderrPipe: Wait must not close it while it is read
	cmd.Stderr = pw
	var out bytes.Buffer // stderr's lines; read only after scanned is closed
	scanned := make(chan struct{})
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
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
	ended := func() string { // the player's stderr, once it has ended
		pw.Close()
		<-scanned
		return out.String()
	}
	var endpoint string
	select {
	case a := <-addr:
		endpoint = "http://" + a
	case <-time.After(60 * time.Second):
		t.Fatalf("griff-player did not say where it serves within 60 s")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil).
		Connect(ctx, &mcp.StreamableClientTransport{Endpoint: endpoint}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	callTool := func(name string, args map[string]any) *mcp.CallToolResult {
		t.Helper()
		if args == nil {
			args = map[string]any{}
		}
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if res.IsError {
			t.Fatalf("%s failed: %+v", name, res.Content)
		}
		return res
	}
	playerX := func() float64 {
		t.Helper()
		var r struct {
			Facts []struct{ Value struct{ X float64 } }
		}
		res := callTool("playtest_report", nil)
		if err := json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &r); err != nil || len(r.Facts) == 0 {
			t.Fatalf("playtest report: %v %+v", err, r)
		}
		return r.Facts[0].Value.X
	}
	// The built-in game opens on its title menu, which pauses gameplay, so
	// this checks that calls run between the window's frames and step it; that
	// an agent's press moves the player is checked headless (hosting/agent).
	// Known gap: an Accept pushed by an agent does not yet start the title
	// menu's Play in a window (issue 25's note).
	x0 := playerX()
	callTool("press", map[string]any{"action": "right"})
	var w struct{ Tick int }
	res := callTool("step", map[string]any{"steps": 60})
	if err := json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w); err != nil || w.Tick < 60 {
		t.Errorf("after step 60 the window's game is at tick %d (%v), want at least 60", w.Tick, err)
	}
	callTool("release", map[string]any{"action": "right"})
	if x := playerX(); x != x0 {
		t.Errorf("the player moved from x %v to %v under the paused title menu", x0, x)
	}
	shot := callTool("screenshot", nil)
	img, ok := shot.Content[0].(*mcp.ImageContent)
	if !ok {
		t.Fatalf("screenshot gave %T", shot.Content[0])
	}
	pic, err := png.Decode(bytes.NewReader(img.Data))
	if err != nil {
		t.Fatal(err)
	}
	if b := pic.Bounds(); b.Dx() != 480 || b.Dy() != 270 {
		t.Errorf("screenshot is %v, want the built-in game's 480×270", b)
	}
	cs.Close()
	cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("griff-player exited with %v after SIGTERM:\n%s", err, ended())
		}
	case <-time.After(20 * time.Second):
		cmd.Process.Kill()
		<-done
		t.Fatalf("griff-player still runs 20 s after SIGTERM:\n%s", ended())
	}
}

// parkPointer moves the X server's pointer to the screen's top-left corner,
// away from where the window opens: the built-in game's title menu focuses
// the button under a pointer it sees, and a pointer left at the screen's
// centre rests on Settings, so Accept would open the settings panel.
func parkPointer(t *testing.T) {
	x, err := xgb.NewConn()
	if err != nil {
		t.Skipf("cannot talk to the X server: %v", err)
	}
	defer x.Close()
	root := xproto.Setup(x).DefaultScreen(x).Root
	if err := xproto.WarpPointerChecked(x, 0, root, 0, 0, 0, 0, 0, 0).Check(); err != nil {
		t.Fatalf("moving the pointer: %v", err)
	}
}
