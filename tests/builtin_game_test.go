package tests

import (
	"strconv"
	"testing"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	_ "github.com/griffengine/griff/modules/all"
	"github.com/griffengine/griff/modules/platformer"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// holds turns (action, from, to) spans of held steps into input events.
func holds(spans ...any) []input.Event {
	var events []input.Event
	for i := 0; i < len(spans); i += 3 {
		action, from, to := spans[i].(string), spans[i+1].(int), spans[i+2].(int)
		events = append(events,
			input.Event{Tick: griff.Tick(from), Action: action, Down: true, Value: 1},
			input.Event{Tick: griff.Tick(to), Action: action})
	}
	// Script sources want events in tick order.
	for i := 1; i < len(events); i++ {
		for j := i; j > 0 && events[j].Tick < events[j-1].Tick; j-- {
			events[j], events[j-1] = events[j-1], events[j]
		}
	}
	return events
}

// TestBuiltinGameTutorialAndHUD plays the built-in game: the tutorial's prompts
// follow the player's walking, jumping and first coin, the HUD counts coins, and
// the player's clip follows its state.
// skipTitle closes the built-in game's title menu before g's first step, as a
// script may (runtime/ui.IPanels.Close), so its gameplay starts in step 1.
func skipTitle(g *runtime.Game) {
	runtime.Service[ui.IPanels](g).Close("Title")
}

func TestBuiltinGameTutorialAndHUD(t *testing.T) {
	lg, err := hosting.Load(assets.BuiltinGame(), "builtin")
	if err != nil {
		t.Fatal(err)
	}
	var problems []string
	events := afterTitle(holds("right", 30, 440, "jump", 70, 95, "jump", 160, 185, "jump", 200, 225, "jump", 300, 325))
	clips := map[string]bool{}
	var prompts []string
	g, err := lg.NewGame(hosting.Options{Input: input.NewScript(events), Seed: 1,
		Problems: func(pr scenes.Problem) { problems = append(problems, pr.String()) }})
	if err != nil {
		t.Fatal(err)
	}
	hint := g.Scene().Find("HUD/Hint")
	count := g.Scene().Find("HUD/CoinCount")
	player := g.Scene().Find("Player")
	if hint == nil || count == nil || player == nil {
		t.Fatalf("the built-in game lacks HUD/Hint, HUD/CoinCount or Player")
	}
	for g.Clock().Tick() < 450 {
		g.Step()
		if s := scenes.Get[visual.Text](hint).Text; g.Clock().Tick() > titlePlay && (len(prompts) == 0 || prompts[len(prompts)-1] != s) {
			prompts = append(prompts, s)
		}
		clips[scenes.Get[visual.AnimationSet](player).Current] = true
	}
	want := []string{"Walk with the arrow keys or A and D", "Jump with Space, W or the up arrow", "Pick up a coin",
		"Well done! Find the key, open the door, reach the flag"}
	for i, w := range want {
		if i >= len(prompts) || prompts[i] != w {
			t.Fatalf("prompts %q, want them to start %q", prompts, want)
		}
	}
	coins := scenes.Get[items.Inventory](player).Count(platformer.ItemCoin)
	if coins == 0 {
		t.Fatal("the player picked up no coin walking right for 410 steps")
	}
	if got, want := scenes.Get[visual.Text](count).Text, "Coins: "+strconv.Itoa(coins); got != want {
		t.Errorf("HUD says %q, want %q", got, want)
	}
	for _, c := range []string{"idle", "walk", "jump"} {
		if !clips[c] {
			t.Errorf("the player never showed its %q clip (saw %v)", c, clips)
		}
	}
	if len(problems) > 0 {
		t.Errorf("problems: %q", problems)
	}
}
