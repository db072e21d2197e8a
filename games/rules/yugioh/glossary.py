"""Yu-Gi-Oh!: its terms as each language's players and documents write them.

Pure data, read by the rulings' question search (judging/ask_glossary.py) and listed in
docs/glossary.md (generated). Each row is a term, a column a language, its spellings separated by "
/ ": for Arabic the seed document's own words come first, mistranslations included (نوبة for Spell,
docs/glossary.md "Seed words not to copy"), as they are what the search must find; then the sound
term. French and Spanish are Konami's, which keeps the phase names in English; Thai as players say
them.
"""

# ruff: noqa: E501 - a row of the table is one term in five languages

TERMS = """
English | Français | Español | العربية | ไทย
Counter Trap | Piège Contre | Trampa de Contraefecto | فخّ مضاد | กับดักเคาน์เตอร์
Quick-Play Spell / Quick-Play | Magie Jeu-Rapide | Mágica de Juego Rápido | نوبة مسرحيّة سريعة / سحر سريع | ควิกเพลย์
spell speed | Vitesse de Sort | Velocidad de Hechizo | سرعة نوبة / سرعة السحر | สเปลสปีด
chain link | Maillon de Chaîne / maillon | Eslabón de Cadena / eslabón | رابطة السلسلة / رابطة سلسلة | เชนลิงก์
chain | Chaîne | Cadena | السلسلة / سلسلة / السلاسل | เชน
priority | priorité | prioridad | الأولوية / أولوية | ไพรออริตี้ / สิทธิ์เล่นก่อน
Draw Phase | Draw Phase / phase de pioche | Draw Phase / fase de robo | مرحلة سحب / مرحلة السحب | ดรอว์เฟส
Standby Phase | Standby Phase | Standby Phase / fase de espera | المرحلة الإحتياطية / المرحلة الاحتياطية | สแตนด์บายเฟส
Main Phase | Main Phase / phase principale | Main Phase / fase principal | المرحلة الرئيسية / مرحلة رئيسية | เมนเฟส
Battle Phase | Battle Phase / phase de bataille | Battle Phase / fase de batalla | مرحلة معركة / مرحلة المعركة | แบทเทิลเฟส
End Phase | End Phase / phase de fin | End Phase / fase final | مرحلة النهاية | เอนด์เฟส
Normal Summon | Invocation Normale | Invocación Normal | وضع طبيعي يستدعى / استدعاء طبيعي | อัญเชิญปกติ
Special Summon | Invocation Spéciale | Invocación Especial | سومون خاصّ / استدعاء خاص | อัญเชิญพิเศษ
summon | invocation / invoquer | invocación / invocar | إستدعاء / استدعاء / أستدعي | อัญเชิญ
Monster | Monstre | Monstruo | وحش | มอนสเตอร์
Trap | Piège | Trampa | فخّ | กับดัก
Spell | Magie | Mágica | نوبة / سحر | เวทมนตร์
Graveyard | Cimetière | Cementerio | المقبرة / مقبرة | สุสาน
"""
