package physicsgames

import (
	"fmt"
	"io/fs"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// askedForTitle reports whether the level asked to go back to the title
// (the rig has no scene loader, so the ask shows as that warning).
func (r *rig) askedForTitle() bool {
	for _, p := range r.problems {
		if strings.Contains(p.String(), `cannot change to scene "title"`) {
			return true
		}
	}
	return false
}

// TestBackWithoutKeyEntities: a level whose bird, camera or ball was
// destroyed (by an agent, a script, a bad edit) warns, and Escape still
// goes back to the title instead of leaving the player stuck.
func TestBackWithoutKeyEntities(t *testing.T) {
	for _, c := range []struct{ scene, entity string }{{"sling", BirdName}, {"sling", CameraName}, {"pinball", "Ball"}} {
		t.Run(c.scene+"/"+c.entity, func(t *testing.T) {
			r := newRig(t, c.scene)
			r.steps(5)
			r.g.Destroy(r.find(c.entity))
			r.steps(5)
			if len(r.problems) == 0 {
				t.Errorf("no warning about the missing %s", c.entity)
			}
			r.tap(ActionBack)
			if !r.askedForTitle() {
				t.Errorf("Escape did nothing without the %s: %v", c.entity, r.problems)
			}
		})
	}
}

// TestBallLeavingTheTableIsLost: a ball that leaves the table (a kick or a
// plunger far too strong for the walls, or a gap in them) is lost as if it
// had drained, with a warning, instead of flying on for ever with the game
// stuck on that ball.
func TestBallLeavingTheTableIsLost(t *testing.T) {
	r := newRig(t, "pinball")
	r.steps(5)
	be, bb := r.ball()
	home := scenes.Get[Ball](be).Home
	r.table().Phase = TablePlay
	be.Transform().Teleport(griff.V(home[0], home[1]+float64(2*LostDistance)))
	bb.Velocity = griff.V(0, 500)
	r.steps(2)
	tb := r.table()
	if tb.Balls != 2 || tb.Ball != 2 || tb.Phase != TableServe {
		t.Errorf("after the ball left the table: balls %d, ball %d, phase %v; want 2, 2, serve", tb.Balls, tb.Ball, tb.Phase)
	}
	if p := be.Transform().Position(); p != home {
		t.Errorf("the next ball is at %v, want home %v", p, home)
	}
	if !strings.Contains(fmt.Sprint(r.problems), "left the table") {
		t.Errorf("no warning: %v", r.problems)
	}
	// The same with a kicker far too strong: the ball leaves and the game
	// goes on to the next ball.
	data := strings.ReplaceAll(tmplScene(t, "pinball"), `"kick": 300`, `"kick": 100000`)
	r = newRigData(t, "pinball", []byte(data))
	r.steps(5)
	be, bb = r.ball()
	r.table().Phase = TablePlay
	bump := r.find("Bumper").Transform().Position()
	be.Transform().Teleport(griff.V(bump[0], bump[1]-40))
	bb.Velocity = griff.V(0, 300)
	r.until(600, "the ball lost", func() bool { return r.table().Ball == 2 })
}

// TestNoBirdsLeftLoses: a level whose scene gives no bird (shots 0 or less)
// is lost at once rather than letting a bird fly that was never there.
func TestNoBirdsLeftLoses(t *testing.T) {
	for _, shots := range []string{"0", "-3"} {
		r := newRigData(t, "sling", []byte(strings.Replace(tmplScene(t, "sling"), `"shots": 4`, `"shots": `+shots, 1)))
		r.steps(3)
		r.hold(ActionLeft, true)
		r.steps(30)
		r.hold(ActionLeft, false)
		r.tap(ActionLaunch)
		r.steps(2)
		if sl := r.sling(); sl.Fired != 0 || sl.Phase != SlingLost || sl.Shots != 0 {
			t.Errorf("shots %s: fired %d, phase %v, shots %d; want 0, lost, 0", shots, sl.Fired, sl.Phase, sl.Shots)
		}
	}
}

// tmplScene returns the template's scene file name as text.
func tmplScene(t *testing.T, name string) string {
	t.Helper()
	d, err := fs.ReadFile(Template(), "scenes/"+name+".json")
	if err != nil {
		t.Fatal(err)
	}
	return string(d)
}

// TestUnplayableScenesWarn: a title with no entries, a slingshot level with
// no target or a target that is no block, and a table whose plunger cannot
// reach the ball's home each warn, naming the entity and component, where
// they were silent (a player stuck with no idea why).
func TestUnplayableScenesWarn(t *testing.T) {
	for _, c := range []struct{ scene, from, to, want string }{
		{"title", `"entries": [`, `"entries": [], "x": [`, "PhysicsGames.Title: no entries"},
		{"sling", `"PhysicsGames.Target"`, `"PhysicsGames.Targetx"`, ""},
		{"sling", `"PhysicsGames.Block": {
     "material": "pig"
    },`, ``, "PhysicsGames.Target: a target without PhysicsGames.Block"},
		{"pinball", `"home": [`, `"home": [673, 300], "x": [`, "no PhysicsGames.Plunger within its reach"},
		{"pinball", `"PhysicsGames.Plunger"`, `"PhysicsGames.Drain"`, "no PhysicsGames.Plunger within its reach"},
	} {
		src := tmplScene(t, c.scene)
		if !strings.Contains(src, c.from) {
			t.Fatalf("%s: no %q", c.scene, c.from)
		}
		data := strings.ReplaceAll(src, c.from, c.to)
		want := c.want
		if want == "" {
			want = "PhysicsGames.Sling: no PhysicsGames.Target in the scene"
		}
		r := newRigData(t, c.scene, []byte(data))
		r.steps(3)
		if !strings.Contains(fmt.Sprint(r.problems), want) {
			t.Errorf("%s with %q: no warning %q in %v", c.scene, c.to, want, r.problems)
		}
	}
	// The template's own scenes give none of these.
	for _, name := range []string{"title", "sling", "pinball"} {
		r := newRig(t, name)
		r.steps(3)
		r.noProblems()
	}
}

// TestBirdWithABodyInTheSling: a bird given a Griff.Body and Griff.Collider
// in the scene file (a natural mistake: it is a physics thing) made the
// launch panic (scenes.Add of a component it had); now they are removed
// with a warning while it sits in the sling, and the launch flies it.
func TestBirdWithABodyInTheSling(t *testing.T) {
	from := `"color": "#d8403a",`
	src := tmplScene(t, "sling")
	if !strings.Contains(src, from) {
		t.Fatalf("no %q", from)
	}
	r := newRigData(t, "sling", []byte(strings.Replace(src, from,
		`"color": "#d8403a"}, "Griff.Body": {}, "Griff.Collider": {"shapes": [{"kind": "circle", "radius": 14}]}, "Griff.Text": {"text": "",`, 1)))
	r.steps(2)
	r.hold(ActionLeft, true)
	r.steps(40)
	r.hold(ActionLeft, false)
	r.tap(ActionLaunch)
	r.steps(10)
	if sl := r.sling(); sl.Fired != 1 || sl.Phase != SlingFlight {
		t.Errorf("fired %d, phase %v; want 1, flight", sl.Fired, sl.Phase)
	}
	if !strings.Contains(fmt.Sprint(r.problems), "those it has in the sling are removed") {
		t.Errorf("no warning: %v", r.problems)
	}
}

// TestAbsurdCountsCannotOverflowTheScore: a level with 10^18 shots, a table
// with 2^62 points a kick and a lane of negative points warn and are
// limited; the score of a win or of many kicks stays within MaxScore and
// never goes negative.
func TestAbsurdCountsCannotOverflowTheScore(t *testing.T) {
	data := strings.Replace(tmplScene(t, "sling"), `"shots": 4`, `"shots": 1000000000000000000`, 1)
	r := newRigData(t, "sling", []byte(data))
	r.steps(70)
	sl, s := r.sling(), r.sys()
	if sl.Shots != MaxShots || !strings.Contains(fmt.Sprint(r.problems), "shots 1000000000000000000 is outside") {
		t.Errorf("shots %d after 10^18 in the file, want %d and a warning: %v", sl.Shots, MaxShots, r.problems)
	}
	var targets []*scenes.Entity
	for e := range scenes.Active[Target](r.g.Scene()) {
		targets = append(targets, e)
	}
	for _, e := range targets {
		s.hurt(sl, e, 1e9)
	}
	r.steps(1)
	if sl.Phase != SlingWon || sl.Score <= 0 || sl.Score > MaxScore {
		t.Errorf("won with %d shots left: phase %v, score %d; want won with a score in 1..%d", sl.Shots, sl.Phase, sl.Score, MaxScore)
	}

	data = strings.ReplaceAll(tmplScene(t, "pinball"), `"points": 100`, `"points": 4611686018427387904`)
	data = strings.Replace(data, `"points": 10`, `"points": -7`, 1)
	r = newRigData(t, "pinball", []byte(data))
	r.steps(2)
	tb, s := r.table(), r.sys()
	for _, k := range scenes.Active[Kicker](r.g.Scene()) {
		if k.Points < 0 || k.Points > MaxPoints {
			t.Errorf("a kicker scores %d, want 0..%d", k.Points, MaxPoints)
		}
	}
	for _, l := range scenes.Active[Lane](r.g.Scene()) {
		if l.Points < 0 {
			t.Errorf("a lane scores %d, want 0 or more", l.Points)
		}
	}
	if w := fmt.Sprint(r.problems); !strings.Contains(w, "points 4611686018427387904 is outside") || !strings.Contains(w, "points -7 is outside") {
		t.Errorf("no warnings of the absurd points: %v", r.problems)
	}
	kicker := scenes.Get[Kicker](r.find("Bumper"))
	_, bb := r.ball()
	for range 5000 {
		s.kick(tb, kicker, bb, griff.V(0, -1))
	}
	if tb.Score != MaxScore {
		t.Errorf("after 5,000 kicks of %d points the score is %d, want it stopped at %d", kicker.Points, tb.Score, MaxScore)
	}
}
