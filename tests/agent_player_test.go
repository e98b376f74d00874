package tests

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"image/png"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestAgentPlayerStdio and TestAgentPlayerHTTP try issue 25's agent surface as
// a user would: the SDK's MCP client against the headless griff-player, on
// standard input and output (--mcp) and over HTTP (--mcp-http, which the
// headless build serves headless), calling every tool (agentTour). The
// window's --mcp-http is tried in TestWindowServesAgent.
func TestAgentPlayerStdio(t *testing.T) {
	bin := buildPlayer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil).
		Connect(ctx, &mcp.CommandTransport{Command: exec.Command(bin, "--mcp")}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	agentTour(t, ctx, bin, cs)
}

// TestAgentPlayerHTTP is TestAgentPlayerStdio over streamable HTTP, and also
// posts a body that is no JSON-RPC, which must get an error and leave the
// server serving.
func TestAgentPlayerHTTP(t *testing.T) {
	bin := buildPlayer(t)
	endpoint := startHTTPAgent(t, bin, "--mcp-http", "127.0.0.1:0")
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	for _, body := range []string{`{"jsonrpc":"2.0","id":1,"method":`, `[1,2`, `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":7}}`} {
		req, _ := http.NewRequestWithContext(ctx, "POST", endpoint, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatalf("posting %q: %v", body, err)
		}
		msg, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode < 400 && !strings.Contains(string(msg), `"error"`) {
			t.Errorf("posting %q got %s %q, want an HTTP or JSON-RPC error", body, res.Status, msg)
		}
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil).
		Connect(ctx, &mcp.StreamableClientTransport{Endpoint: endpoint}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	agentTour(t, ctx, bin, cs)
}

// TestAgentPlayerSafety: a --server game refuses the tools that change it
// unless --mcp-allow-changes, and --mcp-http will not listen beyond loopback
// unless --mcp-allow-remote.
func TestAgentPlayerSafety(t *testing.T) {
	bin := buildPlayer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	for _, allow := range []bool{false, true} {
		args := []string{"--server", "--udp", "127.0.0.1:0", "--ws", "127.0.0.1:0", "--saves", "off", "--mcp"}
		if allow {
			args = append(args, "--mcp-allow-changes")
		}
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil).
			Connect(ctx, &mcp.CommandTransport{Command: exec.Command(bin, args...)}, nil)
		if err != nil {
			t.Fatal(err)
		}
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "set_field", Arguments: map[string]any{
			"entity": "Player", "component": "Griff.Inventory", "field": "held", "value": []any{}}})
		refused := err != nil || res.IsError && strings.Contains(agentText(res), "refused")
		if refused == allow {
			t.Errorf("%v: set_field refused %v (%v %v), want %v", args, refused, err, res, !allow)
		}
		var fp struct{ Fingerprint string }
		agentCall(t, ctx, cs, "fingerprint", nil, &fp)
		if len(fp.Fingerprint) != 64 {
			t.Errorf("%v: fingerprint %q", args, fp.Fingerprint)
		}
		cs.Close()
	}
	out, err := exec.Command(bin, "--mcp-http", "0.0.0.0:0").CombinedOutput()
	if err == nil || !strings.Contains(string(out), "--mcp-allow-remote") {
		t.Errorf("--mcp-http 0.0.0.0:0 exited with %v, printing %q; want it refused, naming --mcp-allow-remote", err, out)
	}
}

// startHTTPAgent starts bin with args, which serve MCP over HTTP, and returns
// its endpoint; the player is killed when the test ends.
func startHTTPAgent(t *testing.T, bin string, args ...string) string {
	t.Helper()
	cmd := exec.Command(bin, args...)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	addr := make(chan string, 1)
	go func() {
		re := regexp.MustCompile(`over MCP at http://(\S+?);`)
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			if m := re.FindStringSubmatch(sc.Text()); m != nil {
				addr <- m[1]
			}
		}
	}()
	select {
	case a := <-addr:
		return "http://" + a
	case <-time.After(60 * time.Second):
		t.Fatalf("griff-player %v did not say where it serves within 60 s", args)
	}
	return ""
}

// agentCall calls a tool, fails the test if it fails, and decodes its JSON
// text into v unless v is nil.
func agentCall(t *testing.T, ctx context.Context, cs *mcp.ClientSession, name string, args map[string]any, v any) *mcp.CallToolResult {
	t.Helper()
	if args == nil {
		args = map[string]any{}
	}
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s %v: %v", name, args, err)
	}
	if res.IsError {
		t.Fatalf("%s %v failed: %s", name, args, agentText(res))
	}
	if v != nil {
		if err := json.Unmarshal([]byte(agentText(res)), v); err != nil {
			t.Fatalf("%s: %q: %v", name, agentText(res), err)
		}
	}
	return res
}

// agentText is a result's first text, or "".
func agentText(res *mcp.CallToolResult) string {
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			return tc.Text
		}
	}
	return ""
}

// agentWalk is the built-in game's walk as (action, from, to): held from the
// step after from to the step after to, after the title's Play at step 1.
var agentWalk = []struct {
	action   string
	from, to int
}{{"right", 30, 440}, {"jump", 70, 95}, {"jump", 160, 185}, {"jump", 200, 225}, {"jump", 300, 325}}

// agentTour calls every tool of a built-in game the player serves on cs and
// checks what each answers: the tool list, the component docs, finding
// entities, the problem log, a recorded walk that picks up coins and replays
// (griff-player --replay --check) to the agent's fingerprint, the coin count
// in the scene tree and the playtest report, a screenshot, snapshots, set
// field, spawn and destroy, real-time run, and bad arguments.
func agentTour(t *testing.T, ctx context.Context, bin string, cs *mcp.ClientSession) {
	tools, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(tools.Tools) != 19 {
		t.Errorf("%d tools listed, want 19", len(tools.Tools))
	}
	for _, tl := range tools.Tools {
		if len(tl.Description) < 40 {
			t.Errorf("tool %s has description %q", tl.Name, tl.Description)
		}
	}
	agentDocs(t, ctx, cs)

	var rec struct{ Tick int }
	if agentCall(t, ctx, cs, "start_recording", nil, &rec); rec.Tick != 0 {
		t.Errorf("start_recording: tick %d, want 0", rec.Tick)
	}
	var player struct{ X float64 }
	agentCall(t, ctx, cs, "find_entity", map[string]any{"name": "Player"}, &player)
	agentCall(t, ctx, cs, "press", map[string]any{"action": "UIAccept"}, nil)
	agentCall(t, ctx, cs, "step", nil, nil)
	agentCall(t, ctx, cs, "release", map[string]any{"action": "UIAccept"}, nil)
	type change struct {
		at   int
		tool string
		act  string
	}
	var plan []change
	for _, w := range agentWalk {
		plan = append(plan, change{w.from, "press", w.action}, change{w.to, "release", w.action})
	}
	for i := 1; i < len(plan); i++ { // by step, stable
		for j := i; j > 0 && plan[j].at < plan[j-1].at; j-- {
			plan[j], plan[j-1] = plan[j-1], plan[j]
		}
	}
	tick := 1
	for _, c := range plan {
		if c.at > tick {
			agentCall(t, ctx, cs, "step", map[string]any{"steps": c.at - tick}, nil)
			tick = c.at
		}
		agentCall(t, ctx, cs, c.tool, map[string]any{"action": c.act}, nil)
	}
	agentCall(t, ctx, cs, "step", map[string]any{"steps": 10}, nil)
	coins := agentCoins(t, ctx, cs, player.X)
	var fp struct{ Fingerprint string }
	agentCall(t, ctx, cs, "fingerprint", nil, &fp)
	var stop struct {
		Playthrough string
		Steps       int
	}
	agentCall(t, ctx, cs, "stop_recording", nil, &stop)
	agentReplay(t, bin, stop.Playthrough, fp.Fingerprint)
	agentScreenshot(t, ctx, cs)
	agentSnapshots(t, ctx, cs, fp.Fingerprint)
	agentChanges(t, ctx, cs, coins)
}

// agentDocs checks list_components, describe_component, find_entity and
// problems.
func agentDocs(t *testing.T, ctx context.Context, cs *mcp.ClientSession) {
	var list []struct{ Name, Summary string }
	agentCall(t, ctx, cs, "list_components", nil, &list)
	found := false
	for _, c := range list {
		found = found || c.Name == "Griff.Inventory" && c.Summary != ""
	}
	if !found || len(list) < 20 {
		t.Errorf("list_components lists %d types, Griff.Inventory with a summary %v", len(list), found)
	}
	var inv struct {
		Doc    string
		Fields []struct{ Key, Type, Doc string }
	}
	agentCall(t, ctx, cs, "describe_component", map[string]any{"name": "Griff.Inventory"}, &inv)
	if inv.Doc == "" || len(inv.Fields) == 0 || inv.Fields[0].Doc == "" || inv.Fields[0].Type == "" {
		t.Errorf("describe_component Griff.Inventory gave %+v, want docs, fields with types and docs", inv)
	}
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "find_entity", Arguments: map[string]any{"name": "NoSuchEntity"}})
	if err == nil && !res.IsError {
		t.Errorf("find_entity NoSuchEntity succeeded: %s", agentText(res))
	}
	var pr struct {
		Total    int
		Problems []string
	}
	agentCall(t, ctx, cs, "problems", nil, &pr)
	if pr.Total == 0 || !strings.Contains(strings.Join(pr.Problems, "\n"), "NoSuchEntity") {
		t.Errorf("the problem log %+v does not warn of NoSuchEntity", pr)
	}
	// Bad arguments get a tool error, and the server goes on.
	for _, args := range []map[string]any{{"action": 5}, {"action": ""}, {"action": "x", "player": 99}} {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "press", Arguments: args})
		if err == nil && !res.IsError {
			t.Errorf("press %v succeeded: %s", args, agentText(res))
		}
	}
}

// agentCoins reads the coins picked up from the scene tree and the playtest
// report, which must agree, be some, and place the player right of x0.
func agentCoins(t *testing.T, ctx context.Context, cs *mcp.ClientSession, x0 float64) int {
	var tree struct {
		Components struct {
			Inventory struct {
				Held []struct {
					Name   string
					Amount int
				}
			} `json:"Griff.Inventory"`
		}
	}
	agentCall(t, ctx, cs, "scene_tree", map[string]any{"root": "Player"}, &tree)
	coins := 0
	for _, h := range tree.Components.Inventory.Held {
		if h.Name == "Coin" {
			coins = h.Amount
		}
	}
	var report struct {
		Facts []struct {
			Value struct {
				X     float64
				Coins int
			}
		}
	}
	agentCall(t, ctx, cs, "playtest_report", nil, &report)
	if coins == 0 || len(report.Facts) == 0 || report.Facts[0].Value.Coins != coins || report.Facts[0].Value.X <= x0+100 {
		t.Errorf("after the walk the scene tree holds %d coins, the playtest report %+v; want some coins, the same, and x beyond %v",
			coins, report.Facts, x0+100)
	}
	return coins
}

// agentReplay replays the playthrough with the player and checks it ends in
// the recorded state with the agent's fingerprint.
func agentReplay(t *testing.T, bin, playthrough, fingerprint string) {
	file := filepath.Join(t.TempDir(), "agent.playthrough")
	if err := os.WriteFile(file, []byte(playthrough), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, "--replay", file, "--check").CombinedOutput()
	if err != nil || !strings.Contains(string(out), "hash "+fingerprint) {
		t.Errorf("griff-player --replay --check of the agent's recording: %v\n%s\nwant hash %s", err, out, fingerprint)
	}
}

// agentScreenshot checks the screenshot is a 480×270 PNG with a picture in it.
func agentScreenshot(t *testing.T, ctx context.Context, cs *mcp.ClientSession) {
	shot := agentCall(t, ctx, cs, "screenshot", nil, nil)
	img, ok := shot.Content[0].(*mcp.ImageContent)
	if !ok || img.MIMEType != "image/png" {
		t.Fatalf("screenshot gave %T, want a PNG", shot.Content[0])
	}
	pic, err := png.Decode(bytes.NewReader(img.Data))
	if err != nil {
		t.Fatal(err)
	}
	colours := map[[4]uint32]bool{}
	b := pic.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			r, g, bl, a := pic.At(x, y).RGBA()
			colours[[4]uint32{r, g, bl, a}] = true
		}
	}
	if b.Dx() != 480 || b.Dy() != 270 || len(colours) < 50 {
		t.Errorf("screenshot is %v with %d colours, want 480×270 with a picture", b, len(colours))
	}
}

// agentSnapshots saves a snapshot, plays on, loads it and checks the
// fingerprint is back to fp.
func agentSnapshots(t *testing.T, ctx context.Context, cs *mcp.ClientSession, fp string) {
	agentCall(t, ctx, cs, "save_snapshot", map[string]any{"name": "walked"}, nil)
	agentCall(t, ctx, cs, "press", map[string]any{"action": "left"}, nil)
	agentCall(t, ctx, cs, "step", map[string]any{"steps": 30}, nil)
	agentCall(t, ctx, cs, "release", map[string]any{"action": "left"}, nil)
	var f struct{ Fingerprint string }
	if agentCall(t, ctx, cs, "fingerprint", nil, &f); f.Fingerprint == fp {
		t.Errorf("30 steps walking left left the fingerprint as it was")
	}
	agentCall(t, ctx, cs, "load_snapshot", map[string]any{"name": "walked"}, nil)
	if agentCall(t, ctx, cs, "fingerprint", nil, &f); f.Fingerprint != fp {
		t.Errorf("after load_snapshot the fingerprint is %s, want the saved game's %s", f.Fingerprint, fp)
	}
}

// agentChanges checks set_field, spawn, destroy and run.
func agentChanges(t *testing.T, ctx context.Context, cs *mcp.ClientSession, coins int) {
	agentCall(t, ctx, cs, "set_field", map[string]any{"entity": "Player", "component": "Griff.Inventory",
		"field": "held", "value": []any{map[string]any{"name": "Coin", "amount": coins + 40}}}, nil)
	agentCall(t, ctx, cs, "step", map[string]any{"steps": 2}, nil)
	var hud struct {
		Components map[string]struct{ Text string }
	}
	agentCall(t, ctx, cs, "find_entity", map[string]any{"name": "HUD/CoinCount"}, &hud)
	if got := hud.Components["Griff.Text"].Text; !strings.Contains(got, strconv.Itoa(coins+40)) {
		t.Errorf("the HUD says %q after set_field, want %d coins", got, coins+40)
	}
	count := func() int {
		var tree struct{ Entities int }
		agentCall(t, ctx, cs, "scene_tree", map[string]any{"components": false}, &tree)
		return tree.Entities
	}
	n0 := count()
	agentCall(t, ctx, cs, "spawn", map[string]any{"prefab": "slime", "x": 100, "y": 50}, nil)
	agentCall(t, ctx, cs, "step", nil, nil)
	n1 := count()
	if n1 <= n0 {
		t.Errorf("after spawn slime the scene has %d entities, had %d", n1, n0)
	}
	agentCall(t, ctx, cs, "destroy", map[string]any{"name": "Player"}, nil)
	agentCall(t, ctx, cs, "step", nil, nil)
	if n2 := count(); n2 >= n1 {
		t.Errorf("after destroy Player the scene has %d entities, had %d", n2, n1)
	}
	var w0, w1 struct{ Tick int }
	agentCall(t, ctx, cs, "step", nil, &w0)
	if agentCall(t, ctx, cs, "run", map[string]any{"seconds": 0.3}, &w1); w1.Tick <= w0.Tick+5 {
		t.Errorf("run 0.3 s went from tick %d to %d, want about 18 steps", w0.Tick, w1.Tick)
	}
}

// TestAgentPlayerStdioMalformed writes lines that are not JSON-RPC to
// griff-player --mcp, as a broken client would: each gets a JSON-RPC error and
// the call after them is answered.
func TestAgentPlayerStdioMalformed(t *testing.T) {
	bin := buildPlayer(t)
	cmd := exec.Command(bin, "--mcp")
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { in.Close(); cmd.Wait() }()
	go io.WriteString(in, `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"test","version":"1"}}}
{"jsonrpc":"2.0","method":"notifications/initialized"}
not json at all
[{"jsonrpc":"2.0","id":2,"method":"tools/list"}]
{"jsonrpc":"1.0","id":3,"method":"tools/list"}
{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"fingerprint","arguments":{}}}
`)
	codes := map[any]float64{}
	answered := false
	sc := bufio.NewScanner(out)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var m struct {
			ID    any
			Error *struct{ Code float64 }
		}
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatalf("griff-player --mcp wrote %q: %v", sc.Text(), err)
		}
		if m.Error != nil {
			codes[m.ID] = m.Error.Code
		}
		if m.ID == 4.0 {
			answered = true
			break
		}
	}
	if !answered || codes[4.0] != 0 {
		t.Fatalf("the fingerprint after bad lines was not answered (%v, errors %v)", sc.Err(), codes)
	}
	if codes[nil] == 0 || codes[3.0] != -32600 {
		t.Errorf("bad lines got the errors %v, want -32700 or -32600 with a null id and -32600 for id 3", codes)
	}
}
