package runtime

// The built-in steps. Each belongs to a built-in system, set up before a game's
// own systems, so a game's steps can be placed after or before them.
var (
	// StepClock advances the tick and game time, then settles the transforms that
	// moved in the previous step (begin).
	StepClock = NewStep("Clock")
	// StepSceneChange commits a scene change asked for in the previous step (begin).
	StepSceneChange = NewStep("SceneChange")
	// StepInput applies this step's input events to the input state (begin).
	StepInput = NewStep("Input")
	// StepMotion moves entities with Mover and Wander components (simulate).
	StepMotion = NewStep("Motion")
	// StepTimers runs Timer components (simulate).
	StepTimers = NewStep("Timers")
	// StepTweens runs Tween components (simulate).
	StepTweens = NewStep("Tweens")
	// StepLifetimes counts down Lifetime components and destroys what expired
	// (simulate).
	StepLifetimes = NewStep("Lifetimes")
	// StepCommit commits the spawns and destroys asked for during the step (end).
	StepCommit = NewStep("Commit")
	// StepAnimation advances SpriteAnimation components (simulate). The view
	// system (runtime/view) adds it.
	StepAnimation = NewStep("Animation")
	// StepCameras moves following cameras and works out their shake (present).
	// The view system (runtime/view) adds it.
	StepCameras = NewStep("Cameras")
)

// builtins returns the built-in systems, set up before a game's own.
func builtins(g *Game) []System {
	return []System{&clockSystem{}, &sceneSystem{}, &g.input, &motionSystem{}, &physicsSystem{opts: g.physicsOpts}, &timerSystem{}, &lifetimeSystem{}, &tablesSystem{}, &scriptSystem{}, &soundSystem{}}
}

type clockSystem struct{}

func (*clockSystem) Name() string { return "Clock" }

func (*clockSystem) Setup(g *Game) error {
	g.AddStep(StepClock, InPhase(PhaseBegin), func(g *Game) {
		g.clock.advance()
		g.scene.BeginStep()
	})
	return nil
}
