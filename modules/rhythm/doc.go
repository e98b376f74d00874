// Package rhythm is Griff's rhythm-game genre module (the osu!mania,
// Friday Night Funkin' and Taiko family): charts of notes and holds on
// lanes, scrolling to a judgement line in time with a song, each press
// judged by the moment it happened, with combo, score, accuracy and a
// grade; a record mode writes a chart from the player tapping along.
//
// A project uses it by naming it: "modules": ["rhythm"] in project.griff; a
// game built in code passes Systems() to runtime.NewGame (with the beat
// system of runtime/beat, which runtime/builtins has). `griff-player new
// rhythm folder/` writes the template (see # Template).
//
// # Charts
//
// A chart is a text file (ReadChart; WriteChart writes one), a line a
// statement, "#" to the end of a line a comment:
//
//	title Lanterns in Four     # free words: title, artist, difficulty
//	artist Griff
//	difficulty Easy
//	lanes 4                    # 1 to MaxLanes (10); 4 if not said; before the first note
//	bpm 120                    # the tempo at beat 0 (1 to 1000); 120 if not said
//	offset 2000ms              # from the song's start to beat 0 (a Go duration, within a minute)
//	tempo 24 150               # from whole beat 24 on, 150 BPM (changes in order)
//
//	0 lane 1                   # a tap on beat 0 in lane 1
//	12 1/2 lane 3              # beats are exact: whole, fraction or both
//	1/3 lane 2                 # (denominators up to MaxDenominator, 192)
//	hold 16..18 1/2 lane 1     # a hold from beat 16 to 18½
//
// Beats are exact fractions and the tempo is a runtime/beat tempo map, so
// a note on beat 12 1/3 after a tempo change is where the music puts it, to
// the nanosecond (Note.At). Lanes count from 1 in the file (Note.Lane from
// 0). Notes may be written in any order; they are sorted by time, then
// lane. Two notes of one lane on one beat, or a note inside a hold of its
// lane, are mistakes. Every mistake is an error at file:line:col (a
// *ChartError lists up to 20), and an unknown keyword suggests the nearest
// ("did you mean"); a chart that does not read warns once in the problem
// log, naming the Lanes' entity, and that Lanes does not play (the game goes
// on). FuzzReadChart fuzzes the reader.
//
// # Time and judgement
//
//   - The song's time is the beat's (runtime/beat): the scene's first
//     active beat Track starts on the scene's first step, beat 0 falls the
//     chart's offset after, and the system gives the Track the chart's
//     tempo and offset (the chart is the source of the song's timing, as an
//     osu! or StepMania file is); a scene without a Track gets one on the
//     Lanes' entity. The Lanes of one scene play one song (charts of other
//     tempos would take turns giving the Track theirs). The song's music is started by the scene on the same
//     step (a MusicPlayer in the scene), as runtime/beat asks.
//   - A press is judged at the moment it happened, not at its step: the
//     step's start plus input.Event.At step durations (State.PressedAt;
//     whole 1/1024 steps, 16 µs at 60 steps a second), worked out in
//     integer nanoseconds. Hosts stamp live input with it, recordings keep
//     it (at=), so a replay judges the same at any frame rate.
//   - The player's audio/visual calibration is runtime/beat's
//     (beat.Settings.LatencyMs, kept in the player's settings file, never in
//     a save): it moves every note later by itself, for judgement and
//     drawing alike.
//   - Windows (DefaultWindows) are Etterna's Judge 4: Perfect within ±45
//     ms, Great ±90, Good ±135; a press within ±180 ms but outside Good is a
//     Miss. A press further than 180 ms before its lane's next note is
//     ignored (no penalty for tapping between notes, as in osu!mania and
//     Etterna). A note 180 ms past with no press is a Miss. Judgement is
//     per lane, in order: a press is for its lane's first note not yet
//     judged.
//   - A hold is judged twice, as osu!mania judges a long note: its head as
//     a tap, its tail at the release (off from the tail by the windows; let
//     go more than 180 ms early is a Miss; held to the end or released at
//     or after the tail, Perfect). A missed head misses the tail too.
//   - Combo counts judgements since the last Miss; MaxCombo is the
//     longest. Accuracy is osu!mania's: hit values 300, 200, 100, 0 over 300
//     a judgement (Accuracy, in hundredths of a percent). Score is the shape
//     of osu!mania's ScoreV2, a million for a perfect play: 900,000 ×
//     accuracy over the whole chart + 100,000 × MaxCombo / judgements
//     (Score; the split is this module's). Grades are osu!mania's
//     thresholds: SS 100%, S above 95%, A above 90%, B above 80%, C above
//     70%, D.
//   - The play ends EndWait (1 s) after the chart's last note once every
//     note is judged; ExitWait (1 s) later a lane press loads the Lanes'
//     Exit scene. UIBack (Escape in the template) loads it at any time, as
//     Escape leaves a song in osu!mania (no pause menu: this module's
//     decision), also when the chart does not read.
//
// # Record mode
//
// A Lanes with Record set plays its chart's song (tempo, offset) without
// judging: each press is taken down as a note on the beat it fell on,
// rounded to the nearest 1/Quantize beat (sixteenths by default), and a
// press held half a beat or more becomes a hold to its release's beat. The
// recording ends after RecordBeats beats (or the chart's last note, or
// DefaultRecordBeats); the chart is then written (WriteChart, difficulty
// "Recorded") into Lanes.Recorded, shown on the results panel, returned by
// Rhythm.Recorded and, when the game has a saves store (runtime/saves), kept
// as its record RecordedRecord ("rhythm-recorded", a file in the game's
// saves folder) to copy into the game's charts folder. The simulation
// writes no other file: the game folder is the game's, read-only to it (an
// exported game has none to write to), and writing beside the saves is what
// every host already offers.
//
// # Settings
//
// Scroll speed is the player's (Prefs.ScrollSpeed, a factor of each Lanes'
// Speed), kept in the saves store as the record PrefsRecord, and never in a
// save, snapshot or fingerprint: it changes what is drawn, not what is
// judged. The audio/visual calibration is beat.Settings (see above). Both
// are set by runtime/ui choice lists whose Setting is SettingScrollSpeed
// (0.25x to 4x) or SettingCalibration (-300 to +300 ms by 5), or that are
// named WidgetScrollSpeed or WidgetCalibration, in any scene (the
// template's title has them under Settings): the module offers both to the
// UI (UISettings, a runtime/ui.SettingSource each), whose widgets take their
// choices from it and show and change the player's values themselves
// (ui.Widget.Current), never the widget's Value, so a widget holds no
// player's setting in the game's state; a change is applied and kept in the
// step it is made (in StepUI), and not again in a re-simulated step. The
// judgement windows are the module's (DefaultWindows), not settings: a
// score means the same on every machine.
//
// # Components, system and steps
//
//   - Lanes (Rhythm.Lanes): one player's play of a chart, settings and
//     state; every exported field is saved. Its entity is the top-left of
//     the lanes.
//   - View (Rhythm.View): marks the child entity "View" the module makes
//     under each Lanes, holding the lanes, their lights, the judgement line,
//     a pool of PoolSize notes and hold bodies, the texts and the results
//     panel.
//
// The one system, "Rhythm", has two steps: StepRhythm (logic phase, after
// the beat's step of the begin phase) judges each Lanes' presses of the
// step, the notes passed and the holds ended; StepRhythmView (present phase,
// before runtime.StepCameras) shows each Lanes on its View's entities. Its
// service is Rhythm. Autoplay is an input source that plays perfectly, for
// tests and demos. The system is a runtime.PlaytestReporter: an agent's
// playtest report has a fact "lanes" for each active Lanes (whether its
// chart read, the counts, combo, score, accuracy, grade, mean offset).
//
// # Drawing
//
// Notes scroll down their lanes to the judgement line at Speed world units
// a second (times the player's scroll speed). Each step places a note's
// entity where the note is at the step's time, and the renderer draws it
// between where it was and where it is (transform interpolation), so notes
// move smoothly at any frame rate; a pool slot that takes a new note is
// placed at once. A hold's body is a bar scaled from its head to its tail;
// while held, its head stays on the line and the body shrinks. A lane's
// light shows while it is held; the judgement word pops (scaled up, shrinking
// back over 150 ms, drawn between steps) with how early or late the press
// was in milliseconds, and the combo under it. At the end a results panel
// shows the grade, score, accuracy, max combo, the counts, and the presses'
// mean offset (what to move the calibration by) and unstable rate (osu!'s:
// 10 × their standard deviation in ms).
//
// # Network
//
// In a session (runtime/network) the host judges every Lanes. A player's
// machine plays none: it shows the host's lanes from its snapshots and
// sends each press and release of its player as a command, registered in
// the game's command table (network.Commander):
//
//	rhythm.hit  10 bytes: lane (from 0), kind (0 press, 1 release), the step (uint32, big-endian),
//	            At in 1/1024 steps (uint16), the player's calibration in ms (int16)
//
// The host judges it at that moment, the step's start plus At as the clock
// keeps it at time scale 1 (step n ends n/rate seconds in, to the
// nanosecond below; a rhythm game runs at scale 1), less the player's own
// calibration (theirs, not the host's),
// against the Lanes of that player (or the scene's first, for a player
// with none of their own). A remote player's Lanes is judged from these hits
// only, not from their input reaching the host as held actions (which
// would count presses twice and lose taps shorter than a step). An online
// host waits NetGrace (250 ms) longer before it counts a note missed, so a
// hit on its way still finds it. A payload of another length, a lane or
// kind out of range, an At above input.MaxAt steps or a step more than a
// second from the host's is refused with a warning in the host's problem
// log naming the command and the player.
//
// # Template
//
// "rhythm": a title menu (runtime/ui) choosing Easy, Hard, "Record a
// chart" or Settings (scroll speed and calibration) of one synthesised song (Lanterns in Four, 48 beats at 128 then
// 160 BPM, after a count-in), each a scene with the song's MusicPlayer, its
// beat Track and a Lanes; the results panel goes back to the title on a
// lane press. The song and both charts are made by internal/artgen (go
// generate), the charts from the song's own notes, and a test checks the
// files hold what it makes.
package rhythm
