package hud

import (
	"math"
	"time"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/runtime/scripts"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

//go:generate go run github.com/griffengine/griff/cmd/arcgen

// Tutorial is the built-in game's tutorial: prompts that wait for the player to
// walk, jump and pick up a coin, shown in the text of the entity it runs for.
// Its fields are saved with it, so a game saved mid-tutorial resumes at the same
// prompt.
type Tutorial struct {
	arc.Base
	// StartX is where the player stood when the walking prompt appeared, in world
	// units.
	StartX float64
	// Done counts the prompts the player has completed.
	Done int
}

// walkDistance is how far the player must walk to pass the first prompt: two
// tiles of 16 world units.
const walkDistance = 32

// Run is the script.
func (t *Tutorial) Run(g *runtime.Game) {
	t.StartX = t.playerX(g)
	t.say(g, "Walk with the arrow keys or A and D")
	for !t.walked(g) {
		arc.Yield("walk")
	}
	t.Done++
	t.say(g, "Jump with Space, W or the up arrow")
	for !g.Input().Pressed(0, "jump") {
		arc.Yield("jump")
	}
	t.Done++
	t.say(g, "Pick up a coin")
	for playerCoins(g.Scene()) == 0 {
		arc.Yield("coin")
	}
	t.Done++
	t.say(g, "Well done! Find the key, open the door, reach the flag")
	arc.Wait("praise", 4*time.Second)
	t.say(g, "")
}

func (t *Tutorial) walked(g *runtime.Game) bool {
	return math.Abs(t.playerX(g)-t.StartX) >= walkDistance
}

func (t *Tutorial) playerX(g *runtime.Game) float64 {
	if p := firstPlayer(g.Scene()); p != nil {
		return p.Transform().WorldPosition()[0]
	}
	return 0
}

// say shows text in the Text of the entity the tutorial runs for, if it has
// one.
func (t *Tutorial) say(g *runtime.Game, text string) {
	if e := scripts.Of(g).Owner(t); e != nil {
		if label := scenes.Get[visual.Text](e); label != nil {
			label.Set(text)
		}
	}
}
