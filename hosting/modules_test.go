package hosting_test

// The built-in game names genre modules in its project; a program links them by
// importing modules/all, as griff-player does. Only this test package imports it:
// hosting itself never names a module.
import _ "github.com/griffengine/griff/modules/all"
