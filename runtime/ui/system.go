package ui

import (
	"strings"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// StepUI lays out the panels, reads the UI's input and runs the widgets (begin
// phase, after runtime.StepInput; it keeps running while the gameplay is
// paused).
var StepUI = runtime.NewStep("UI")

// Actions are the names of the input actions the UI reads, for the local
// player (see the package documentation).
// The zero value of each field means its default, given in brackets; a
// project binds them in its controls, for example UIUp to "Key:ArrowUp" and
// "Pad:DpadUp", UIAccept to "Key:Enter" and "Pad:A", UIClick to "Mouse:Left".
type Actions struct {
	Up, Down, Left, Right string // ["UIUp", "UIDown", "UILeft", "UIRight"]
	Accept, Back          string // ["UIAccept", "UIBack"]
	Click                 string // ["UIClick"]: the pointer's button
}

func (a Actions) withDefaults() Actions {
	def := func(s *string, d string) {
		if *s == "" {
			*s = d
		}
	}
	def(&a.Up, "UIUp")
	def(&a.Down, "UIDown")
	def(&a.Left, "UILeft")
	def(&a.Right, "UIRight")
	def(&a.Accept, "UIAccept")
	def(&a.Back, "UIBack")
	def(&a.Click, "UIClick")
	return a
}

// Options configure the UI system. The zero value lays out on a 960×540
// screen with the default action names.
type Options struct {
	// Screen is the game's logical screen in pixels (the project's window
	// width and height): panels anchor to its edges. The default (zero) is
	// 960×540.
	Screen griff.Vec
	// Actions are the input actions the UI reads.
	Actions Actions
	// Strings is the string table labels starting with "@" are looked up in;
	// nil means none (the label is shown as written).
	Strings *Strings
	// Settings keeps the player's UI settings (the save folder's settings
	// file); nil keeps them in memory only.
	Settings SettingsStore
	// Controls are the game's controls, which the host maps its devices
	// through (input.Live.Controls): the player's saved bindings are put in
	// them when the game starts, and rebinding widgets change them, taking
	// effect from the host's next frame. nil keeps the bindings in the
	// settings only (a headless game has no devices).
	Controls *input.Controls
}

// Choice is one activation of a widget.
type Choice struct {
	// Panel is the name of the widget's panel; Widget the name of its entity.
	Panel, Widget string
	// Action is the widget's Action.
	Action string
	// Value is the widget's Value after the activation.
	Value float64
}

// IPanels is the UI system's service: panels opened and closed by name, the
// stack, and what was chosen. Scripts and modules reach it with
// runtime.Service[ui.IPanels](g). Its methods must be called from the game's
// goroutine.
type IPanels interface {
	// Open opens the panel named name on top of the stack. It reports false,
	// with a warning in the problem log, if no panel has that name.
	Open(name string) bool
	// Close closes the panel named name; false if none has that name.
	Close(name string) bool
	// Top returns the name of the open panel on top, or "" if none is open.
	Top() string
	// Chosen returns the widgets activated or changed in the current step
	// (or the last one taken), in order. The slice is valid until the next
	// step.
	Chosen() []Choice
	// Settings returns the player's UI settings.
	Settings() Settings
	// SetLanguage shows texts in lang from the next step and saves it.
	SetLanguage(lang string)
	// Localize returns txt, or for a string-table id ("@menu.start", see
	// visual.IsID) its row in the player's language. It returns txt as
	// written and false for an id the table lacks (the caller warns, naming
	// its entity and component), and txt and true with no string table.
	Localize(txt string) (string, bool)
	// Waiting reports whether a rebinding widget waits for a key: a host
	// with a keyboard turns input.Live.Capture on while it does.
	Waiting() bool
	// QuitAsked reports whether a widget with the Action "quit" has been
	// activated: a window host closes the window (a headless game plays
	// on).
	QuitAsked() bool
}

// system is the UI system.
type system struct {
	opts     Options         `griff:"-"` // the settings given to NewSystem
	g        *runtime.Game   `griff:"-"` // the game the system belongs to
	chosen   []Choice        `griff:"-"` // this step's activations, cleared each step
	warned   map[string]bool `griff:"-"` // names already reported missing
	settings Settings        `griff:"-"` // the player's, not the game's
	pulled   bool            `griff:"-"` // the bound widgets show the settings
	ws       []wref          `griff:"-"` // scratch: the top panel's widgets
	quit     bool            `griff:"-"` // a "quit" widget was activated
	scene    *scenes.Scene   `griff:"-"` // the scene the widgets were pulled in
	// sources are the modules' settings (SettingProvider), gathered on the
	// first step (gathered).
	sources  []SettingSource `griff:"-"`
	gathered bool            `griff:"-"`
	// capture are the capture actions' names (input.CaptureAction), by key.
	capture [input.NumKeys]string `griff:"-"`
}

// NewSystem returns the UI system, named "UI": StepUI and the IPanels service.
// It pauses the gameplay while a panel with Pauses is open (runtime.Pauser).
func NewSystem(opts Options) runtime.System {
	if !(opts.Screen[0] > 0 && opts.Screen[1] > 0) {
		opts.Screen = griff.V(960, 540)
	}
	opts.Actions = opts.Actions.withDefaults()
	s := &system{opts: opts}
	for k := range input.NumKeys {
		s.capture[k] = input.CaptureAction(k)
	}
	return s
}

func (*system) Name() string { return "UI" }

func (s *system) Setup(g *runtime.Game) error {
	s.g = g
	g.AddStep(StepUI, runtime.After(runtime.StepInput), s.step)
	g.KeepRunning(StepUI)
	runtime.Provide[IPanels](g, s)
	s.loadSettings(g)
	return nil
}

// PausesGameplay reports whether an open panel pauses the gameplay: never in
// an online game (runtime/network.Service.Online), whose time is shared with
// the other players.
func (s *system) PausesGameplay(g *runtime.Game) bool {
	if n, ok := runtime.LookupService[network.Service](g); ok && n.Online() {
		return false
	}
	for e, p := range scenes.AllRead[Panel](g.Scene()) {
		if p.Open && p.Pauses && e.Active() {
			return true
		}
	}
	return false
}

// local returns the input player index the UI reads: this machine's player
// (runtime/network.Service.LocalPlayer), whose keys a player's machine in a
// session reads as input of their player index; 0 offline and on the host.
func (s *system) local() int {
	if n, ok := runtime.LookupService[network.Service](s.g); ok {
		return int(n.LocalPlayer())
	}
	return 0
}

// Restored has the next step show the settings again (runtime.Restorer): a
// restore may make the scene's components anew, without the values they
// showed, which are not state.
func (s *system) Restored(*runtime.Game) { s.pulled = false }

// step runs the UI for one step.
func (s *system) step(g *runtime.Game) {
	s.chosen = s.chosen[:0]
	// A new scene's widgets show the settings too, and so do a restored
	// scene's (Restored).
	s.gatherSources()
	if !s.pulled || s.scene != g.Scene() {
		s.pullSettings()
		s.pulled, s.scene = true, g.Scene()
	} else {
		s.refreshSources(g)
	}
	s.check()
	s.layout()
	sc := g.Scene()
	if !s.waitForKey() {
		s.input()
	}
	s.layout()
	s.animate()
	for e, w := range scenes.AllRead[Widget](sc) {
		s.caption(e, w)
	}
	s.texts()
}

// input runs the toggles, the back action and the top panel for one step. A
// Toggle opens its panel only while no open panel pauses the gameplay (the
// pause key does nothing on a title menu or over a pause menu's settings).
func (s *system) input() {
	in, me := s.g.Input(), s.local()
	a := &s.opts.Actions
	paused := s.PausesGameplay(s.g)
	for _, p := range scenes.AllRead[Panel](s.g.Scene()) {
		if p.Toggle != "" && in.Pressed(me, p.Toggle) {
			if p.Open && s.topPanel() == p {
				s.closePanel(p)
			} else if !p.Open && !paused {
				s.openPanel(p)
			}
		}
	}
	if e, p := s.top(); p != nil {
		if in.Pressed(me, a.Back) && p.CloseOnBack {
			s.closePanel(p)
		} else {
			s.drive(e, p) // marks what it writes
		}
	}
}

// layout places every panel and shows only the open ones.
func (s *system) layout() {
	scr := s.opts.Screen
	for e, p := range scenes.AllRead[Panel](s.g.Scene()) {
		if !p.HUD {
			e.MarkChanged()
			p.HUD = true
		}
		pos := griff.V(float64(p.Anchor[0]*scr[0])-float64(p.Anchor[0]*p.Size[0])+p.Offset[0], float64(p.Anchor[1]*scr[1])-float64(p.Anchor[1]*p.Size[1])+p.Offset[1])
		if e.Transform().Position() != pos {
			e.Transform().SetPosition(pos)
		}
		if e.Active() != p.Open {
			e.SetActive(p.Open)
		}
	}
}

// animate eases every widget's Glow towards its focus, by a fifth of a second
// per full change, counted in steps (so it runs while the gameplay is paused).
func (s *system) animate() {
	rate := s.g.Clock().StepDuration().Seconds() * 5
	tick := s.g.Clock().Tick()
	for e, w := range scenes.AllRead[Widget](s.g.Scene()) {
		target := 0.0
		if p := panelOf(e); p != nil && p.Open && p.Focus == e.ID() && s.topPanel() == p {
			target = 1
		}
		v := w.Glow.Value()
		switch {
		case v < target:
			v = min(target, v+float64(rate))
		case v > target:
			v = max(target, v-float64(rate))
		}
		if v != w.Glow.Value() || w.Glow.Previous() != v {
			e.MarkChanged()
			w.Glow.Set(tick, v)
		}
	}
}

// panelOf returns the Panel of e's parent, or nil.
func panelOf(e *scenes.Entity) *Panel {
	if e.Parent() == nil {
		return nil
	}
	return scenes.Read[Panel](e.Parent())
}

// top returns the open panel on top and its entity, or nils.
func (s *system) top() (*scenes.Entity, *Panel) {
	var te *scenes.Entity
	var tp *Panel
	for e, p := range scenes.AllRead[Panel](s.g.Scene()) {
		if p.Open && (tp == nil || p.Stack > tp.Stack) {
			te, tp = e, p
		}
	}
	return te, tp
}

func (s *system) topPanel() *Panel { _, p := s.top(); return p }

// openPanel puts p on top of the stack.
func (s *system) openPanel(p *Panel) {
	s.markPanel(p)
	if _, t := s.top(); t != nil && t != p {
		p.Stack = t.Stack + 1
	}
	p.Open = true
}

func (s *system) closePanel(p *Panel) {
	s.markPanel(p)
	p.Open = false
}

// markPanel marks the entity of p changed before it is written: top, find
// and panelOf hand out panels read-only (scenes' Change marks), so a step
// in which no panel opens or closes marks none.
func (s *system) markPanel(p *Panel) {
	for e, q := range scenes.AllRead[Panel](s.g.Scene()) {
		if q == p {
			e.MarkChanged()
			return
		}
	}
}

// find returns the first panel named name, warning once if there is none.
func (s *system) find(name string) *Panel {
	for _, p := range scenes.AllRead[Panel](s.g.Scene()) {
		if p.Name == name {
			return p
		}
	}
	if !s.warned[name] {
		if s.warned == nil {
			s.warned = map[string]bool{}
		}
		s.warned[name] = true
		s.g.Problems().Warn(nil, "Griff.Panel", "no panel is named %q", strings.TrimSpace(name))
	}
	return nil
}

// Open implements IPanels.
func (s *system) Open(name string) bool {
	p := s.find(name)
	if p != nil {
		s.openPanel(p)
	}
	return p != nil
}

// Close implements IPanels.
func (s *system) Close(name string) bool {
	p := s.find(name)
	if p != nil {
		s.closePanel(p)
	}
	return p != nil
}

// Top implements IPanels.
func (s *system) Top() string {
	if p := s.topPanel(); p != nil {
		return p.Name
	}
	return ""
}

// Settings implements IPanels.
func (s *system) Settings() Settings { return s.settings }

// SetLanguage implements IPanels.
func (s *system) SetLanguage(lang string) {
	s.settings.Language = lang
	s.saveSettings()
	s.pulled = false
}

// QuitAsked implements IPanels.
func (s *system) QuitAsked() bool { return s.quit }

// Chosen implements IPanels.
func (s *system) Chosen() []Choice { return s.chosen }
