loadsgf games/x.sgf 12
1 gg_genmove black
#? [C3|D4]*
2 play b pass
#? [!illegal]
