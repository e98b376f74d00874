package agent_test

import (
	"bytes"
	"context"
	"encoding/json"
	"image/png"
	"strings"
	"testing"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/agent"
	_ "github.com/griffengine/griff/modules/all" // the built-in game's modules
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// builtin loads the built-in game.
func builtin(t testing.TB) *hosting.LoadedGame {
	t.Helper()
	lg, err := hosting.Load(assets.BuiltinGame(), "builtin")
	if err != nil {
		t.Fatal(err)
	}
	return lg
}

// connect serves a session of lg with opts over the SDK's in-memory transport
// and returns a client session to it.
func connect(t testing.TB, lg *hosting.LoadedGame, opts agent.Options) (*agent.Session, *mcp.ClientSession) {
	t.Helper()
	s, err := agent.NewSession(lg, opts)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	ct, st := mcp.NewInMemoryTransports()
	ss, err := agent.NewServer(s).Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close(); ss.Wait(); cancel() })
	return s, cs
}

// call calls a tool and returns its result; it fails the test if the call fails
// or the tool reports an error.
func call(t testing.TB, cs *mcp.ClientSession, name string, args map[string]any) *mcp.CallToolResult {
	t.Helper()
	res := callRaw(t, cs, name, args)
	if res.IsError {
		t.Fatalf("%s(%v) failed: %s", name, args, text(res))
	}
	return res
}

func callRaw(t testing.TB, cs *mcp.ClientSession, name string, args map[string]any) *mcp.CallToolResult {
	t.Helper()
	if args == nil {
		args = map[string]any{}
	}
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s(%v): %v", name, args, err)
	}
	return res
}

// text returns a result's first text content.
func text(res *mcp.CallToolResult) string {
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			return tc.Text
		}
	}
	return ""
}

// decode decodes a result's JSON text into v.
func decode(t testing.TB, res *mcp.CallToolResult, v any) {
	t.Helper()
	if err := json.Unmarshal([]byte(text(res)), v); err != nil {
		t.Fatalf("result %q: %v", text(res), err)
	}
}

// spans are the built-in game's walk: (action, from, to) held from step from
// to step to, as tests/builtin_game_test.go plays it: walk right, jump over
// the first gaps, pick up coins.
var spans = []struct {
	action   string
	from, to griff.Tick
}{{"right", 30, 440}, {"jump", 70, 95}, {"jump", 160, 185}, {"jump", 200, 225}, {"jump", 300, 325}}

// script returns spans as input events for a headless run.
func script() []input.Event {
	// Play on the title menu first (step 1, which is still paused): the walk
	// comes one step later.
	ev := []input.Event{{Tick: 1, Action: "UIAccept", Down: true, Value: 1}, {Tick: 2, Action: "UIAccept"}}
	for _, s := range spans {
		ev = append(ev, input.Event{Tick: s.from + 1, Action: s.action, Down: true, Value: 1}, input.Event{Tick: s.to + 1, Action: s.action})
	}
	for i := 1; i < len(ev); i++ {
		for j := i; j > 0 && ev[j].Tick < ev[j-1].Tick; j-- {
			ev[j], ev[j-1] = ev[j-1], ev[j]
		}
	}
	return ev
}

const playSteps = 451

// TestAgentPlaysBuiltinGame drives the built-in game through the SDK's MCP
// client: it walks right, jumps, picks up coins, reads the coin count from the
// scene tree and the playtest report, takes a screenshot, and checks the
// fingerprint equals a headless run's with the same input at the same steps.
func TestAgentPlaysBuiltinGame(t *testing.T) {
	lg := builtin(t)
	_, cs := connect(t, lg, agent.Options{Game: hosting.Options{Seed: 1}})
	ev := script()
	var tick griff.Tick
	for _, e := range ev {
		// a press counts in the next step: step up to the one before it
		if e.Tick-1 > tick {
			call(t, cs, "step", map[string]any{"steps": int(e.Tick - 1 - tick)})
			tick = e.Tick - 1
		}
		tool := "release"
		if e.Down {
			tool = "press"
		}
		call(t, cs, tool, map[string]any{"action": e.Action})
	}
	var w struct{ Tick griff.Tick }
	decode(t, call(t, cs, "step", map[string]any{"steps": int(playSteps - tick)}), &w)
	if w.Tick != playSteps {
		t.Fatalf("the game is at tick %d, want %d", w.Tick, playSteps)
	}

	var player struct {
		Components map[string]json.RawMessage
	}
	decode(t, call(t, cs, "scene_tree", map[string]any{"root": "Player"}), &player)
	var inv struct {
		Held []struct {
			Name   string
			Amount int
		}
	}
	if err := json.Unmarshal(player.Components["Griff.Inventory"], &inv); err != nil {
		t.Fatalf("the scene tree's Player has no Griff.Inventory: %v", err)
	}
	coins := 0
	for _, h := range inv.Held {
		if h.Name == "Coin" {
			coins = h.Amount
		}
	}
	if coins == 0 {
		t.Fatalf("the player picked up no coin: %s", player.Components["Griff.Inventory"])
	}
	var report struct {
		Facts []struct {
			Name  string
			Value struct {
				X, Y      float64
				HP, Coins int
			}
		}
	}
	decode(t, call(t, cs, "playtest_report", nil), &report)
	if len(report.Facts) != 1 || report.Facts[0].Name != "player" || report.Facts[0].Value.Coins != coins ||
		report.Facts[0].Value.X <= 0 || report.Facts[0].Value.HP == 0 {
		t.Errorf("playtest report %+v, want one player with %d coins, a position right of 0 and hit points", report.Facts, coins)
	}

	shot := call(t, cs, "screenshot", nil)
	img, ok := shot.Content[0].(*mcp.ImageContent)
	if !ok || img.MIMEType != "image/png" {
		t.Fatalf("screenshot gave %T, want a PNG image", shot.Content[0])
	}
	pic, err := png.Decode(bytes.NewReader(img.Data))
	if err != nil {
		t.Fatal(err)
	}
	if b := pic.Bounds(); b.Dx() != 480 || b.Dy() != 270 {
		t.Errorf("screenshot is %v, want the built-in game's 480×270", b)
	}

	var fp struct{ Fingerprint string }
	decode(t, call(t, cs, "fingerprint", nil), &fp)
	p, err := hosting.Record(lg, hosting.Options{Seed: 1}, input.NewScript(ev), playSteps)
	if err != nil {
		t.Fatal(err)
	}
	if fp.Fingerprint != p.Fingerprint {
		t.Errorf("the agent's game ended with fingerprint %s, the scripted run's %s", fp.Fingerprint, p.Fingerprint)
	}
}

// TestEveryToolIsListedAndDescribed lists the server's tools through the
// client: each of the session's tools, with a description of a sentence or
// more and an input schema.
func TestEveryToolIsListedAndDescribed(t *testing.T) {
	s, cs := connect(t, builtin(t), agent.Options{})
	res, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	listed := map[string]*mcp.Tool{}
	for _, tl := range res.Tools {
		listed[tl.Name] = tl
	}
	names, _ := s.ToolNames()
	if len(res.Tools) != len(names) {
		t.Errorf("%d tools listed, the session has %d", len(res.Tools), len(names))
	}
	want := []string{"scene_tree", "describe_component", "find_entity", "problems", "set_field", "spawn", "destroy",
		"press", "release", "step", "run", "screenshot", "save_snapshot", "load_snapshot", "start_recording",
		"stop_recording", "fingerprint", "playtest_report", "list_components"}
	for _, n := range want {
		if listed[n] == nil {
			t.Errorf("tool %s is not listed", n)
		}
	}
	for _, n := range names {
		tl := listed[n]
		switch {
		case tl == nil:
			t.Errorf("tool %s is not listed", n)
		case len(tl.Description) < 40 || !strings.Contains(tl.Description, " "):
			t.Errorf("tool %s has description %q, want a sentence or more", n, tl.Description)
		case tl.InputSchema == nil:
			t.Errorf("tool %s has no input schema", n)
		}
	}
}

func mcpParams(name string, args map[string]any) *mcp.CallToolParams {
	if args == nil {
		args = map[string]any{}
	}
	return &mcp.CallToolParams{Name: name, Arguments: args}
}
