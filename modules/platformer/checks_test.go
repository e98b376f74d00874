package platformer

import (
	"math"
	"slices"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// problems returns g's problems as "Entity|Component|Message" lines.
func problems(g *runtime.Game) []string {
	var out []string
	for _, p := range g.Problems().List() {
		out = append(out, p.Entity+"|"+p.Component+"|"+p.Message)
	}
	return out
}

// wantProblems fails t unless g logged exactly want, in order.
func wantProblems(t *testing.T, g *runtime.Game, want ...string) {
	t.Helper()
	if got := problems(g); !slices.Equal(got, want) {
		t.Errorf("got problems\n\t%q\nwant\n\t%q", got, want)
	}
}

func TestGoalToMissingSceneNamesTheGoal(t *testing.T) {
	g := runRight(t, floorLevel, templateScenes{}, func(s *scenes.Scene) {
		addGoal(s, "nolevel", 5, 5)
	})
	for range 120 {
		g.Step()
	}
	if !get[Goal](t, g, "Goal").Reached {
		t.Fatal("the player never reached the goal")
	}
	wantProblems(t, g, `Goal|Platformer.Goal|cannot change to scene "nolevel": no test level named "nolevel"`)
}

func TestSceneActionToMissingSceneNamesTheTrigger(t *testing.T) {
	g := runRight(t, floorLevel, templateScenes{}, func(s *scenes.Scene) {
		e := entityAt(s, "Exit", cellCenter(5, 6))
		scenes.Add(e, physics.Collider{Shapes: []physics.Shape{sensor(physics.Box(32, 32))}})
		scenes.Add(e, Trigger{OnEnter: []string{"scene:nolevel"}})
	})
	for range 120 {
		g.Step()
	}
	wantProblems(t, g, `Exit|Platformer.Trigger|cannot change to scene "nolevel": no test level named "nolevel"`)
}

func TestNamesThatFindNothingNameTheComponent(t *testing.T) {
	g := runRight(t, floorLevel, nil, func(s *scenes.Scene) {
		e := entityAt(s, "Zone", cellCenter(5, 6))
		scenes.Add(e, physics.Collider{Shapes: []physics.Shape{sensor(physics.Box(32, 32))}})
		scenes.Add(e, Trigger{OnEnter: []string{"destroy:Nobody", "activate:Ghost", "open:Level/Nowhere"}})
		c := entityAt(s, "Bat", cellCenter(20, 3))
		scenes.Add(c, physics.Body{})
		scenes.Add(c, physics.Collider{Shapes: []physics.Shape{physics.Circle(8)}})
		scenes.Add(c, Chaser{Target: "Hero", Fly: true})
	})
	for range 120 {
		g.Step()
	}
	wantProblems(t, g,
		`Bat|Platformer.Chaser|no entity named "Hero"`,
		`Zone|Platformer.Trigger|no entity named "Nobody"`,
		`Zone|Platformer.Trigger|no entity named "Ghost"`,
		`Zone|Platformer.Trigger|no entity at path "Level/Nowhere"`)
}

func TestActorsWithoutBodyOrCollider(t *testing.T) {
	g := newCodeGame(t, nil, nil, func(s *scenes.Scene) {
		addWalls(s, floorLevel...)
		p := entityAt(s, "Walker", cellCenter(4, 6))
		scenes.Add(p, physics.Collider{Shapes: []physics.Shape{physics.Box(24, 24)}})
		scenes.Add(p, Patrol{})
		c := entityAt(s, "Hunter", cellCenter(8, 6))
		scenes.Add(c, physics.Body{})
		scenes.Add(c, Chaser{})
		b := entityAt(s, "Box", cellCenter(12, 6))
		scenes.Add(b, Crate{})
		addEnemy(s, "Fine", cellCenter(16, 6))
		addCrate(s, "FineBox", cellCenter(20, 6))
	})
	steps(g, 30)
	wantProblems(t, g,
		`Hunter|Platformer.Chaser|no entity named "Player"`, // StepActors runs first
		`Walker|Platformer.Patrol|needs a Griff.Body on the same entity`,
		`Hunter|Platformer.Chaser|needs a Griff.Collider on the same entity`,
		`Box|Platformer.Crate|needs a Griff.Body on the same entity`,
		`Box|Platformer.Crate|needs a Griff.Collider on the same entity`)
}

func TestNegativeHealthIsClampedAndWarned(t *testing.T) {
	g := newCodeGame(t, nil, nil, func(s *scenes.Scene) {
		scenes.Add(s.NewEntity("Weak", nil), Health{Max: -2})
		scenes.Add(s.NewEntity("Hurt", nil), Health{Max: 5, HP: -4, Full: true})
		scenes.Add(s.NewEntity("Resp", nil), Respawn{})
		scenes.Add(s.Find("Resp"), Health{Max: 2, HP: -1, Full: true})
	})
	g.Step()
	if h := get[Health](t, g, "Weak"); h.Max != 1 || h.HP != 1 {
		t.Errorf("Weak: max %d, hp %d; want 1 and 1", h.Max, h.HP)
	}
	if h := get[Health](t, g, "Resp"); h.HP != 2 || h.Deaths != 1 {
		t.Errorf("Resp: hp %d, deaths %d; want 2 and 1 (it died at 0 and came back)", h.HP, h.Deaths)
	}
	steps(g, 10)
	wantProblems(t, g,
		`Hurt|Platformer.Health|hp -4 is negative; using 0`,
		`Resp|Platformer.Health|hp -1 is negative; using 0`,
		`Weak|Platformer.Health|max -2 is negative; using 1`)
}

func TestMoverWaypointMistakes(t *testing.T) {
	g := newCodeGame(t, nil, nil, func(s *scenes.Scene) {
		scenes.Add(s.NewEntity("One", nil), PathMover{Points: []griff.Vec{{0, 0}}})
		scenes.Add(s.NewEntity("NaN", nil), PathMover{Points: []griff.Vec{{0, 0}, {math.NaN(), 0}, {math.Inf(1), 0}}})
		scenes.Add(s.NewEntity("Fine", nil), PathMover{Points: []griff.Vec{{0, 0}, {50, 0}}})
		scenes.Add(s.NewEntity("Still", nil), PathMover{})
	})
	steps(g, 30)
	wantProblems(t, g,
		`One|Platformer.Mover|has one waypoint; it needs two or more to move (the first is usually [0, 0])`,
		`NaN|Platformer.Mover|waypoint 1 is [NaN 0], not a finite position; the mover stops when it heads for it`)
}

// Unknown actions and actions without their name warn on the scene's first
// step, before anything sets them off, and only once however often they fire.
func TestActionsCheckedWhenSceneStarts(t *testing.T) {
	g := newCodeGame(t, nil, nil, func(s *scenes.Scene) {
		scenes.Add(s.NewEntity("Zone", nil), Trigger{OnEnter: []string{"explode:Coin", "destroy:Coin", ""},
			OnExit: []string{"activate"}})
		s.NewEntity("Coin", nil)
	})
	g.Step()
	const want = "(want destroy, destroy:Name, activate:Name, deactivate:Name, open:Name, close:Name, scene:Name, checkpoint or kill)"
	wantProblems(t, g,
		`Zone|Platformer.Trigger|unknown action "explode:Coin" `+want,
		`Zone|Platformer.Trigger|unknown action "" `+want,
		`Zone|Platformer.Trigger|action "activate" names no entity`)
	if !g.Scene().Find("Coin").Alive() {
		t.Error("checking the actions ran them")
	}
}
