package agent_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/agent"
)

// TestSceneTools reads, changes, spawns and destroys through the tools.
func TestSceneTools(t *testing.T) {
	lg := builtin(t)
	_, cs := connect(t, lg, agent.Options{})
	// Play on the title menu, so the HUD's steps run.
	call(t, cs, "press", map[string]any{"action": "UIAccept"})
	call(t, cs, "step", map[string]any{"steps": 1})
	call(t, cs, "release", map[string]any{"action": "UIAccept"})
	var e struct {
		ID         int
		Path       string
		Components map[string]json.RawMessage
	}
	decode(t, call(t, cs, "find_entity", map[string]any{"name": "HUD/CoinCount"}), &e)
	if e.Path != "HUD/CoinCount" || e.Components["Griff.Text"] == nil {
		t.Fatalf("find_entity HUD/CoinCount gave %+v", e)
	}
	decode(t, call(t, cs, "set_field", map[string]any{"entity": "Player", "component": "Griff.Inventory",
		"field": "held", "value": []any{map[string]any{"name": "Coin", "amount": 7}}}), &e)
	if got := string(e.Components["Griff.Inventory"]); !strings.Contains(got, `{"name":"Coin","amount":7}`) {
		t.Errorf("after set_field coins 7 the inventory is %s", got)
	}
	call(t, cs, "step", map[string]any{"steps": 2})
	var hud struct {
		Components map[string]struct{ Text string }
	}
	decode(t, call(t, cs, "find_entity", map[string]any{"name": "HUD/CoinCount"}), &hud)
	if got := hud.Components["Griff.Text"].Text; got != "Coins: 7" {
		t.Errorf("the HUD says %q after set_field coins 7, want Coins: 7", got)
	}

}

// smallGame is a game folder with one prefab.
var smallGame = fstest.MapFS{
	"project.griff": {Data: []byte(`{"name": "Small", "startScene": "main", "window": {"width": 64, "height": 36}}`)},
	"scenes/main.json": {Data: []byte(`{"format": 1, "nextId": 3, "entities": [
		{"id": 1, "name": "Camera", "transform": {"position": [32, 18]}, "components": {"Griff.Camera": {"clear": "#283c5a"}}},
		{"id": 2, "name": "Rock"}]}`)},
	"prefabs/box.json": {Data: []byte(`{"format": 1, "nextId": 2, "entities": [{"id": 1, "name": "Box"}]}`)},
}

// TestSpawnAndDestroy spawns a prefab and destroys an entity by id.
func TestSpawnAndDestroy(t *testing.T) {
	lg, err := hosting.Load(smallGame, "small")
	if err != nil {
		t.Fatal(err)
	}
	_, cs := connect(t, lg, agent.Options{})
	var rock struct{ ID int }
	decode(t, call(t, cs, "find_entity", map[string]any{"name": "Rock"}), &rock)
	call(t, cs, "spawn", map[string]any{"prefab": "box", "x": 10, "y": 5})
	call(t, cs, "destroy", map[string]any{"name": "#" + itoa(rock.ID)})
	call(t, cs, "step", nil)
	var box struct{ X, Y float64 }
	decode(t, call(t, cs, "find_entity", map[string]any{"name": "Box"}), &box)
	if box.X != 10 || box.Y != 5 {
		t.Errorf("the spawned box is at (%v, %v), want (10, 5)", box.X, box.Y)
	}
	if res := callRaw(t, cs, "find_entity", map[string]any{"name": "#" + itoa(rock.ID)}); !res.IsError {
		t.Errorf("the destroyed rock #%d is still found", rock.ID)
	}
	if res := callRaw(t, cs, "spawn", map[string]any{"prefab": "ball"}); !res.IsError || !strings.Contains(text(res), "box") {
		t.Errorf("spawning a missing prefab gave %q, want an error listing box", text(res))
	}
}

// TestToolsNameOneEntityAsEntity finds and destroys by "entity", the key
// set_field uses; "name", the former key, still works; the two disagreeing is
// an error naming both.
func TestToolsNameOneEntityAsEntity(t *testing.T) {
	lg, err := hosting.Load(smallGame, "small")
	if err != nil {
		t.Fatal(err)
	}
	_, cs := connect(t, lg, agent.Options{})
	var rock struct {
		ID   int
		Name string
	}
	decode(t, call(t, cs, "find_entity", map[string]any{"entity": "Rock"}), &rock)
	if rock.Name != "Rock" {
		t.Fatalf("find_entity by entity found %q, want Rock", rock.Name)
	}
	decode(t, call(t, cs, "find_entity", map[string]any{"name": "Rock"}), &rock)
	if rock.Name != "Rock" {
		t.Fatalf("find_entity by its former key name found %q, want Rock", rock.Name)
	}
	res := callRaw(t, cs, "destroy", map[string]any{"entity": "Rock", "name": "Box"})
	if !res.IsError || !strings.Contains(text(res), "Rock") || !strings.Contains(text(res), "Box") {
		t.Errorf("destroy with entity Rock and name Box gave %q, want an error naming both", text(res))
	}
	call(t, cs, "destroy", map[string]any{"entity": "#" + itoa(rock.ID)})
	call(t, cs, "step", nil)
	if res := callRaw(t, cs, "find_entity", map[string]any{"entity": "Rock"}); !res.IsError {
		t.Errorf("the rock destroyed by entity is still found: %s", text(res))
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// TestDescribeComponent checks fields, zero values and the extracted docs.
func TestDescribeComponent(t *testing.T) {
	_, cs := connect(t, builtin(t), agent.Options{})
	var d struct {
		Doc    string
		Fields []struct {
			Name, Key, Type, Doc string
			Zero                 json.RawMessage
		}
	}
	decode(t, call(t, cs, "describe_component", map[string]any{"name": "Platformer.Health"}), &d)
	if !strings.Contains(d.Doc, "hit points") {
		t.Errorf("Platformer.Health's doc is %q", d.Doc)
	}
	found := false
	for _, f := range d.Fields {
		if f.Key == "max" {
			found = true
			if string(f.Zero) != "0" || !strings.Contains(f.Doc, "0 means 3") || f.Type != "int" {
				t.Errorf("the max field is %+v, want zero 0, type int and its doc", f)
			}
		}
	}
	if !found {
		t.Errorf("Platformer.Health lists no max field: %+v", d.Fields)
	}
	var list []struct{ Name, Summary string }
	decode(t, call(t, cs, "list_components", nil), &list)
	if len(list) < 40 {
		t.Errorf("list_components lists %d types", len(list))
	}
}

// TestSnapshotsAndRecording saves a snapshot, plays on, loads it back (the
// fingerprint returns), and records a playthrough that replays to the same
// end.
func TestSnapshotsAndRecording(t *testing.T) {
	lg := builtin(t)
	_, cs := connect(t, lg, agent.Options{Game: hosting.Options{Seed: 3}})
	call(t, cs, "step", map[string]any{"steps": 10})
	var fp0, fp1, fp2 struct{ Fingerprint string }
	decode(t, call(t, cs, "fingerprint", nil), &fp0)
	call(t, cs, "save_snapshot", map[string]any{"name": "a"})
	call(t, cs, "press", map[string]any{"action": "right"})
	call(t, cs, "step", map[string]any{"steps": 30})
	decode(t, call(t, cs, "fingerprint", nil), &fp1)
	call(t, cs, "load_snapshot", map[string]any{"name": "a"})
	decode(t, call(t, cs, "fingerprint", nil), &fp2)
	if fp1.Fingerprint == fp0.Fingerprint || fp2.Fingerprint != fp0.Fingerprint {
		t.Errorf("fingerprints: saved %s, played on %s, loaded %s; want loaded == saved != played on", fp0.Fingerprint, fp1.Fingerprint, fp2.Fingerprint)
	}

	call(t, cs, "start_recording", nil)
	call(t, cs, "step", map[string]any{"steps": 5})
	call(t, cs, "press", map[string]any{"action": "right"})
	call(t, cs, "step", map[string]any{"steps": 40})
	call(t, cs, "press", map[string]any{"action": "jump", "at": 0.3})
	call(t, cs, "step", map[string]any{"steps": 20})
	var rec struct{ Playthrough string }
	decode(t, call(t, cs, "stop_recording", nil), &rec)
	p, err := hosting.ReadPlaythrough("rec", strings.NewReader(rec.Playthrough))
	if err != nil {
		t.Fatal(err)
	}
	g, err := hosting.Replay(lg, hosting.Options{}, p, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Check(g); err != nil {
		t.Errorf("the recorded playthrough does not replay: %v", err)
	}
	if len(p.Events) != 2 || p.Steps != 65 {
		t.Errorf("recorded %d events over %d steps, want 2 over 65", len(p.Events), p.Steps)
	} else if p.Events[0].At != 0 || p.Events[1].At != input.RoundAt(0.3) {
		t.Errorf("recorded the presses at %v and %v within their steps, want 0 and 0.3 to the 1/1024 (%v)", p.Events[0].At, p.Events[1].At, input.RoundAt(0.3))
	}

	call(t, cs, "start_recording", nil)
	call(t, cs, "set_field", map[string]any{"entity": "Player", "component": "Griff.Inventory", "field": "held", "value": []any{map[string]any{"name": "Coin", "amount": 2}}})
	if res := callRaw(t, cs, "stop_recording", nil); !res.IsError || !strings.Contains(text(res), "set_field") {
		t.Errorf("stop_recording after set_field gave %q, want an error naming set_field", text(res))
	}
}

// TestServerRefusesChanges plays a server game: the tools that change it are
// refused, those that read it answer; AllowChanges lets them through.
func TestServerRefusesChanges(t *testing.T) {
	lg := builtin(t)
	s, cs := connect(t, lg, agent.Options{Server: true})
	names, changes := s.ToolNames()
	args := map[string]map[string]any{
		"set_field": {"entity": "Player", "component": "Platformer.Inventory", "field": "coins", "value": 1},
		"spawn":     {"prefab": "x"}, "destroy": {"name": "Player"}, "press": {"action": "right"},
		"release": {"action": "right"}, "step": {}, "run": {"seconds": 0.01}, "load_snapshot": {"name": "a"},
		"describe_component": {"name": "Griff.Sprite"}, "find_entity": {"name": "Player"}, "save_snapshot": {"name": "a"},
	}
	for i, n := range names {
		if n == "stop_recording" {
			continue // nothing recorded: an error of its own
		}
		res := callRaw(t, cs, n, args[n])
		refused := res.IsError && strings.Contains(text(res), "dedicated server")
		if refused != changes[i] {
			t.Errorf("%s on a server game: refused %v, want %v (%s)", n, refused, changes[i], text(res))
		}
	}
	_, cs2 := connect(t, lg, agent.Options{Server: true, AllowChanges: true})
	call(t, cs2, "step", nil)
}

// TestBadArgumentsAreErrors calls tools with arguments of the wrong type,
// out of range or naming nothing: each is an error, never a panic.
func TestBadArgumentsAreErrors(t *testing.T) {
	_, cs := connect(t, builtin(t), agent.Options{})
	bad := []struct {
		tool string
		args map[string]any
	}{
		{"step", map[string]any{"steps": "ten"}}, {"step", map[string]any{"steps": -1}}, {"step", map[string]any{"steps": 1e9}},
		{"run", map[string]any{"seconds": 1000}}, {"press", map[string]any{"action": "no spaces"}},
		{"press", map[string]any{"action": "jump", "player": 9}}, {"press", map[string]any{"action": "jump", "value": 3}},
		{"press", map[string]any{"action": "jump", "at": 9}}, {"release", map[string]any{"action": "jump", "at": -0.5}},
		{"find_entity", map[string]any{"name": "Nobody"}}, {"find_entity", map[string]any{"name": "#x"}},
		{"set_field", map[string]any{"entity": "Player", "component": "Platformer.Inventory", "field": "gold", "value": 1}},
		{"set_field", map[string]any{"entity": "Player", "component": "Platformer.Inventory", "field": "coins", "value": "many"}},
		{"set_field", map[string]any{"entity": "Player", "component": "Griff.Nope", "field": "x", "value": 1}},
		{"set_field", map[string]any{"entity": "Player", "component": "Griff.Camera", "field": "zoom", "value": 1}},
		{"spawn", map[string]any{"prefab": "Nothing"}}, {"load_snapshot", map[string]any{"name": "none"}},
		{"describe_component", map[string]any{"name": "Nope"}}, {"stop_recording", nil},
	}
	for _, b := range bad {
		res, err := cs.CallTool(context.Background(), mcpParams(b.tool, b.args))
		if err == nil && !res.IsError {
			t.Errorf("%s(%v) succeeded: %s", b.tool, b.args, text(res))
		}
	}
	if _, err := cs.CallTool(context.Background(), mcpParams("no_such_tool", nil)); err == nil {
		t.Error("calling an unknown tool gave no error")
	}
}

// TestHTTPBindsLoopback refuses a non-loopback address without allowRemote.
func TestHTTPBindsLoopback(t *testing.T) {
	for _, addr := range []string{":0", "0.0.0.0:0", "192.0.2.1:0"} {
		if _, err := agent.ListenHTTP(addr, false); !errors.Is(err, agent.ErrRemote) {
			t.Errorf("ListenHTTP(%q) = %v, want ErrRemote", addr, err)
		}
	}
	for _, addr := range []string{"127.0.0.1:0", "localhost:0"} {
		l, err := agent.ListenHTTP(addr, false)
		if err != nil {
			t.Errorf("ListenHTTP(%q): %v", addr, err)
			continue
		}
		l.Close()
	}
	if _, err := agent.ListenHTTP("no-port", false); err == nil {
		t.Error("ListenHTTP(no-port) gave no error")
	}
}

// TestSetTransform moves the player with set_field's Transform: the entity is
// where it was put, a body follows it as the game steps on, and bad fields
// and values are refused.
func TestSetTransform(t *testing.T) {
	_, cs := connect(t, builtin(t), agent.Options{})
	call(t, cs, "press", map[string]any{"action": "UIAccept"})
	call(t, cs, "step", map[string]any{"steps": 1})
	call(t, cs, "release", map[string]any{"action": "UIAccept"})
	var e struct{ X, Y float64 }
	decode(t, call(t, cs, "find_entity", map[string]any{"name": "Player"}), &e)
	x0 := e.X
	decode(t, call(t, cs, "set_field", map[string]any{"entity": "Player", "component": "Transform",
		"field": "position", "value": []float64{x0 + 96, e.Y}}), &e)
	if e.X != x0+96 {
		t.Fatalf("after set_field position the player is at x %v, want %v", e.X, x0+96)
	}
	call(t, cs, "step", map[string]any{"steps": 5})
	decode(t, call(t, cs, "find_entity", map[string]any{"name": "Player"}), &e)
	if d := e.X - (x0 + 96); d < -4 || d > 4 {
		t.Errorf("5 steps after the move the player is at x %v, want about %v (the body went back?)", e.X, x0+96)
	}
	for _, args := range []map[string]any{
		{"entity": "Player", "component": "Transform", "field": "size", "value": 1},
		{"entity": "Player", "component": "Transform", "field": "position", "value": "left"},
		{"entity": "Player", "component": "Transform", "field": "rotation", "value": []float64{1, 2}},
	} {
		if r := callRaw(t, cs, "set_field", args); !r.IsError {
			t.Errorf("set_field %v was not refused", args)
		}
	}
}
