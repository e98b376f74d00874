package runtime

// The built-in steps, in the order they run: every step of the systems Griff
// ships, listed in this one file so a module can place its own steps after or
// before any of them without importing the system that owns it. The core adds
// StepClock, StepInput and StepCommit itself; the rest belong to the systems
// under runtime/ (runtime/builtins lists them), which a host adds. A step whose
// system a game lacks is not in its frame, and placing a step next to it is an
// error NewGame returns.
var (
	// StepClock advances the tick and game time, then settles the transforms that
	// moved in the previous step (begin; the core).
	StepClock = NewStep("Clock")
	// StepSceneChange commits a scene change asked for in the previous step
	// (begin, before StepInput; runtime/sceneflow).
	StepSceneChange = NewStep("SceneChange")
	// StepInput applies this step's input events to the input state (begin, after
	// StepClock; the core).
	StepInput = NewStep("Input")
	// StepBeat starts the scene's beat track and tells Pulse entities of
	// each beat reached (begin, after StepInput; runtime/beat).
	StepBeat = NewStep("Beat")
	// StepScriptFaults publishes the script faults of the previous step and
	// raises the fault trigger if there were any (begin, after StepInput;
	// runtime/scripts).
	StepScriptFaults = NewStep("ScriptFaults")
	// StepWires checks the wires of the scene a game started with: the wires
	// of a scene that comes in later are checked as it comes (begin;
	// runtime/messages).
	StepWires = NewStep("Wires")
	// StepScripts ends the arcs that lost their entity or what they need,
	// calls Start, FixedUpdate and Update hooks, then ticks the arcs (scripts;
	// runtime/scripts).
	StepScripts = NewStep("Scripts")
	// StepDialogue starts the conversations that start with their scene and
	// tells the components of each conversation's entity what it shows now,
	// when that changed (scripts, after StepScripts; runtime/dialogue).
	StepDialogue = NewStep("Dialogue")
	// StepTurns ends the turn of an actor that asked to end it or spent its
	// actions and begins the next actor's turn (logic; runtime/turns). It is
	// the only step that advances turns.
	StepTurns = NewStep("Turns")
	// StepGridMoves slides grid movers between cells, asks their brains for
	// the next step and pushes crates (logic, after StepTurns when both are
	// in the frame; runtime/grid).
	StepGridMoves = NewStep("GridMoves")
	// StepMotion moves entities with Mover and Wander components (simulate;
	// runtime/motion).
	StepMotion = NewStep("Motion")
	// StepTimers runs Timer components (simulate; runtime/timers).
	StepTimers = NewStep("Timers")
	// StepTweens runs Tween components (simulate, after StepTimers;
	// runtime/timers).
	StepTweens = NewStep("Tweens")
	// StepLifetimes counts down Lifetime components and destroys what expired
	// (simulate; runtime/lifetime).
	StepLifetimes = NewStep("Lifetimes")
	// StepSpawners runs Spawner components (simulate, after StepLifetimes;
	// runtime/lifetime).
	StepSpawners = NewStep("Spawners")
	// StepParticles moves particles and emits new ones (simulate;
	// runtime/effects).
	StepParticles = NewStep("Particles")
	// StepAnimation advances SpriteAnimation components and fires their frame
	// events (simulate, after a game's own simulate steps; runtime/view).
	StepAnimation = NewStep("Animation")
	// StepPhysics steps the physics world of the scene being played (physics;
	// runtime/physworld). Systems that own gameplay bodies (a player, a crate) set
	// their Body fields in steps placed Before(StepPhysics) and read touches in
	// steps of the resolve phase.
	StepPhysics = NewStep("Physics")
	// StepPickups reads an inventory's starting items and hands touched
	// pickups to the inventories that touched them (resolve; runtime/items).
	StepPickups = NewStep("Pickups")
	// StepSwitches presses and releases switches, sets off triggers and opens
	// doors with keys, from the physics step's touches (resolve, after
	// StepPickups; runtime/switches).
	StepSwitches = NewStep("Switches")
	// StepLateUpdate calls LateUpdate hooks (present; runtime/scripts).
	StepLateUpdate = NewStep("LateUpdate")
	// StepSound issues the step's sound cues to the mixer, follows positional
	// and looping sources and hands the music over (present; runtime/sounds).
	StepSound = NewStep("Sound")
	// StepCameras moves following cameras (dead zone, snapping when the target
	// jumped) and works out their shake (present, last; runtime/view).
	StepCameras = NewStep("Cameras")
	// StepEffects moves followers, records trails, fades flashes and
	// ambient light, flickers lights and finds what casts their shadows
	// (present, after StepCameras; runtime/effects).
	StepEffects = NewStep("Effects")
	// StepScreenEffects moves screen effects towards their amounts (present,
	// right after StepEffects; runtime/effects). It keeps running while the
	// gameplay is paused, so a pause menu's backdrop eases in.
	StepScreenEffects = NewStep("ScreenEffects")
	// StepCommit commits the spawns and destroys asked for during the step (end;
	// the core).
	StepCommit = NewStep("Commit")
	// StepScriptsEnd ends the arcs of entities destroyed or changed by the
	// commit (end, right after StepCommit; runtime/scripts).
	StepScriptsEnd = NewStep("ScriptsEnd")
	// StepNetworkIn reads what the network session received: commands,
	// players joining and leaving (begin, after StepInput; runtime/network).
	StepNetworkIn = NewStep("NetworkIn")
	// StepNetworkOut sends the host's snapshots of the finished step to its
	// players (end, after StepCommit; runtime/network).
	StepNetworkOut = NewStep("NetworkOut")
)
